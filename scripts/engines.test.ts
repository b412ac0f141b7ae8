import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// README promises `npm install` on Node 20.19 or later with no engine warnings: every installed package must accept
// the oldest Node the project supports. A dependency that moves to Node 22 fails here, not on a user's machine.
const root = join(import.meta.dirname, '..');
const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[]; optional?: boolean }>;
};

describe('Node engines', () => {
  const oldest = semver.minVersion(rootPackage.engines.node)!;

  it('the README and package.json name the same oldest Node', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(readme).toContain(`Node ${oldest.major}.${oldest.minor} or later`);
  });

  it('every locked package accepts the oldest supported Node', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([, p]) => p.engines && !Array.isArray(p.engines) && p.engines.node)
      .filter(([, p]) => !semver.satisfies(oldest, (p.engines as { node: string }).node, { includePrerelease: true }))
      .map(
        ([path, p]) =>
          `${path.replace(/^.*node_modules\//, '')}@${p.version} wants node ${(p.engines as { node: string }).node}`,
      );
    expect(refusing).toEqual([]);
  });
});
