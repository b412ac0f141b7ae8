// First: V8's settings for a server's objects (gc-settings.ts), before the modules below allocate.
import './platform/gc-settings.ts';
import { loadConfig, ConfigError } from './platform/config.ts';
import { DataDirLockedError } from './platform/data-dir-lock.ts';
import { startServer } from './server.ts';

// `npm start` lands here: validate the environment, prepare the data, listen, and stop cleanly on a signal.
try {
  const config = loadConfig();
  // The handlers go on before the start: startServer prints "ready" before it returns, and a SIGTERM sent on that
  // line (a supervisor, a test) would otherwise meet Node's default action and kill the process mid-way.
  const started = startServer(config, (line) => console.log(line));
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // A start that fails is reported by the catch below.
    const server = await started.catch(() => null);
    if (!server) return;
    console.log(`${signal}: finishing in-flight requests…`);
    await server.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  await started;
} catch (err) {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
