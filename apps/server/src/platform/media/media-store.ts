import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

/** Where uploaded bytes live. Local disk under DATA_DIR/media by default; S3-compatible storage comes with the media issue. */
export interface MediaStore {
  put(key: string, bytes: Buffer): Promise<void>;
  read(key: string): Promise<{ stream: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
  /** The public address of a stored object. */
  urlOf(key: string): string;
}

export const MEDIA_PREFIX = '/media/';

export function localMediaStore(root: string): MediaStore {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const p = resolve(join(base, key));
    if (!p.startsWith(base + sep)) throw new Error('media key escapes the store');
    return p;
  };
  return {
    async put(key, bytes) {
      const p = pathOf(key);
      await mkdir(dirname(p), { recursive: true });
      await writeFile(p, bytes);
    },
    async read(key) {
      const p = pathOf(key);
      const s = await stat(p).catch(() => null);
      if (!s?.isFile()) return null;
      return { stream: createReadStream(p), size: s.size };
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    urlOf(key) {
      return MEDIA_PREFIX + key;
    },
  };
}
