#!/usr/bin/env node
// Writes <file>.br and <file>.gz beside every compressible asset of a build, at maximum quality, so the
// server sends them as they are instead of compressing on each request.
// Usage: node scripts/precompress.mjs <dir>
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/i;
/** Tiny files gain nothing that outweighs an extra file lookup. */
const MIN_BYTES = 256;

const br = promisify(brotliCompress);
const gz = promisify(gzip);

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

async function compressFile(path) {
  const source = await readFile(path);
  const [brotli, gzipped] = await Promise.all([
    br(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gz(source, { level: constants.Z_BEST_COMPRESSION, memLevel: 9 }),
  ]);
  await Promise.all([writeFile(`${path}.br`, brotli), writeFile(`${path}.gz`, gzipped)]);
  return { size: source.length, br: brotli.length, gz: gzipped.length };
}

async function main() {
  const arg = process.argv[2];
  if (!arg) {
    console.error('usage: node scripts/precompress.mjs <dir>');
    process.exit(2);
  }
  const root = resolve(arg);
  if (!(await stat(root).catch(() => null))?.isDirectory()) {
    console.error(`precompress: ${root} is not a directory`);
    process.exit(2);
  }
  let files = 0;
  let raw = 0;
  let brTotal = 0;
  let gzTotal = 0;
  const jobs = [];
  for await (const path of walk(root)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const { size } = await stat(path);
    if (size < MIN_BYTES) continue;
    jobs.push(
      compressFile(path).then(
        (r) => {
          files += 1;
          raw += r.size;
          brTotal += r.br;
          gzTotal += r.gz;
        },
        (err) => {
          throw new Error(`precompress: ${relative(root, path)}: ${err.message}`);
        },
      ),
    );
  }
  await Promise.all(jobs);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`precompress: ${files} files, ${kb(raw)} → br ${kb(brTotal)}, gz ${kb(gzTotal)}`);
}

await main();
