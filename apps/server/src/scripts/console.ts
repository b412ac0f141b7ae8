import { join } from 'node:path';
import { runConsoleCommand } from '../modules/console/index.ts';
import { ConfigError, loadConfig } from '../platform/config.ts';
import { DataDirLockedError, lockDataDir } from '../platform/data-dir-lock.ts';
import { openDatabase } from '../platform/db/database.ts';
import { migrate } from '../platform/db/migrate.ts';

// `npm run console -- create-admin NAME` (and reset-2fa NAME): the console's first operator, made on the server's
// machine with the server's own settings (DATABASE_URL, or the embedded database in DATA_DIR; a running server holds
// that directory, so stop it first).
try {
  const config = loadConfig();
  const unlock = config.DATABASE_URL ? () => {} : lockDataDir(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: join(config.dataDir, 'db') });
  let code = 1;
  try {
    await migrate(database);
    code = await runConsoleCommand(database, process.argv.slice(2), (line) => console.log(line));
  } finally {
    await database.close();
    unlock();
  }
  process.exit(code);
} catch (err) {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
