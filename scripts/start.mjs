import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBuild } from './server-build.mjs';
import { ensureWebBuild } from './web-build.mjs';

// `npm start`: build what is missing (the web app, the compiled server), then run the compiled server (decision 0011;
// migrations, reference and demo data happen there). `npm run dev` is the one that runs TypeScript, with reload.
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node ${process.versions.node} is too old: this app needs Node 20.19 or later.`);
  process.exit(1);
}
ensureWebBuild(root);
const server = await ensureServerBuild(root);
const child = spawn(process.execPath, ['--enable-source-maps', server], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
