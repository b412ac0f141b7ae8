import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/server, found from where this code runs: the nearest folder with a package.json above it. The same answer from
 * the sources (src/platform/…) and from the compiled bundle (dist/main.js), so paths to migrations and the web build
 * do not depend on how deep the running file sits.
 */
export function serverRoot(from = import.meta.url): string {
  let dir = dirname(fileURLToPath(from));
  while (!existsSync(join(dir, 'package.json'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error(`no package.json above ${fileURLToPath(from)}`);
    dir = up;
  }
  return dir;
}
