import { createReadStream } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

/** A byte range of an object, both ends included (HTTP's Range semantics). */
export interface ByteRange {
  start: number;
  end: number;
}

/** Where uploaded bytes live: local disk under DATA_DIR/media, or S3-compatible storage (s3-store.ts). */
export interface MediaStore {
  kind: 'local' | 's3';
  put(key: string, bytes: Buffer, contentType?: string): Promise<void>;
  /** The object, or one range of it; `size` is always the whole object's size. */
  read(key: string, range?: ByteRange): Promise<{ stream: Readable; size: number } | null>;
  size(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
  /** Removes every object under a prefix (an image's resized variants). */
  removePrefix(prefix: string): Promise<void>;
  /** The public address of a stored object: always under /media/, served (and resized) by this server. */
  urlOf(key: string): string;
}

export const MEDIA_PREFIX = '/media/';
export const mediaUrl = (key: string) => MEDIA_PREFIX + key;

/** The storage key behind one of our /media/ URLs (query and origin ignored), or null. */
export function keyOfMediaUrl(url: string): string | null {
  let path: string;
  try {
    path = new URL(url, 'http://local.invalid').pathname;
  } catch {
    return null;
  }
  if (!path.startsWith(MEDIA_PREFIX)) return null;
  const key = decodeURIComponent(path.slice(MEDIA_PREFIX.length));
  return key && !key.split('/').includes('..') ? key : null;
}

export function localMediaStore(root: string): MediaStore {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const p = resolve(join(base, key));
    if (!p.startsWith(base + sep)) throw new Error('media key escapes the store');
    return p;
  };
  return {
    kind: 'local',
    async put(key, bytes) {
      const p = pathOf(key);
      await mkdir(dirname(p), { recursive: true });
      // Written beside it, then renamed over it: a reader streaming the object meanwhile keeps the file it opened
      // (whole), and the next one opens the new one (whole); nobody ever reads a half-written object.
      const temporary = `${p}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, p);
      } catch (err) {
        await rm(temporary, { force: true });
        throw err;
      }
    },
    async read(key, range) {
      const p = pathOf(key);
      const s = await stat(p).catch(() => null);
      if (!s?.isFile()) return null;
      return { stream: createReadStream(p, range ? { start: range.start, end: range.end } : {}), size: s.size };
    },
    async size(key) {
      const s = await stat(pathOf(key)).catch(() => null);
      return s?.isFile() ? s.size : null;
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async removePrefix(prefix) {
      await rm(pathOf(prefix), { recursive: true, force: true });
    },
    urlOf: mediaUrl,
  };
}
