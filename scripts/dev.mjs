import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// `npm run dev`: the API server restarting on every server change (node --watch) and Vite's dev server with hot
// reload in front of it. Open Vite's address only: it serves the app and forwards /api, /media, /dev/api and /docs
// to the server (apps/web/vite.config.ts), so the app and the API share one origin as in production.
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.PORT ?? '3000';
const webPort = process.env.WEB_PORT ?? '5173';

const children = [
  spawn(process.execPath, ['--watch', '--import', 'tsx', join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn('npx', ['vite', '--configLoader', 'runner', '--port', webPort, '--strictPort'], {
    cwd: join(root, 'apps/web'),
    stdio: 'inherit',
    env: { ...process.env, API_ORIGIN: `http://127.0.0.1:${apiPort}` },
  }),
];
console.log(`dev: open http://localhost:${webPort}/speakTopic (hot reload; /dev has the channel links and SMS outbox)`);
const stop = (signal) => children.forEach((c) => c.exitCode === null && c.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
// One side dying ends the other: a half-running dev setup is worse than a clear stop.
for (const child of children) child.on('exit', (code) => (stop('SIGTERM'), (process.exitCode ||= code ?? 1)));
