import { request } from 'node:http';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { freshStore, say } from './env.ts';
import { NO_LIMITS, prepareStore, startServerProcess, type Engine } from './target.ts';
import { localMediaStore } from '../src/platform/media/media-store.ts';

// V1: 120 parallel first requests for one image variant against a real server. Each must get complete bytes (as
// many as announced), all the same; the variant is stored whole with no temporary file left beside it. Before the
// fix the variant was written in place while others streamed it, and 1–7 (here up to 116) answers were cut short.

const CROWD = 120;

function get(url: string): Promise<{ status: number; length: number; bytes: Buffer; error?: string }> {
  return new Promise((resolve) => {
    const req = request(url, { agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      const finish = (error?: string) =>
        resolve({
          status: res.statusCode ?? 0,
          length: Number(res.headers['content-length'] ?? -1),
          bytes: Buffer.concat(chunks),
          ...(error ? { error } : {}),
        });
      res.on('end', () => finish());
      res.on('error', (err) => finish(err.message));
      res.on('aborted', () => finish('aborted'));
    });
    req.on('error', (err) => resolve({ status: 0, length: -1, bytes: Buffer.alloc(0), error: err.message }));
    req.end();
  });
}

export async function runV1(engine: Engine): Promise<boolean> {
  const store = await freshStore(engine, 'v1');
  try {
    await prepareStore(store, async () => {}, { demo: false });
    const noise = Buffer.alloc(1600 * 1200 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const png = await sharp(noise, { raw: { width: 1600, height: 1200, channels: 3 } })
      .png()
      .toBuffer();
    await localMediaStore(join(store.dataDir, 'media')).put('harden/crowd.png', png);
    const server = startServerProcess(store, NO_LIMITS);
    let answers;
    try {
      const url = await server.ready;
      answers = await Promise.all(Array.from({ length: CROWD }, () => get(`${url}/media/harden/crowd.png?w=1080`)));
    } finally {
      await server.stop();
    }
    const complete = answers.filter((a) => !a.error && a.status === 200 && a.bytes.length === a.length);
    const distinct = new Set(complete.map((a) => a.bytes.toString('base64'))).size;
    const left = (await readdir(join(store.dataDir, 'media', 'variants', 'harden', 'crowd')).catch(() => [])).filter(
      (f) => f.endsWith('.tmp'),
    ).length;
    const figures = [
      { name: 'complete answers', value: complete.length, target: CROWD },
      { name: 'distinct bodies', value: distinct, target: 1 },
      { name: 'temporary files left', value: left, target: 0 },
    ];
    for (const f of figures)
      say(`V1 ${f.name} ${engine}: ${f.value} (target ${f.target})${f.value === f.target ? '' : ' MISSED'}`);
    return figures.every((f) => f.value === f.target);
  } finally {
    await store.dispose();
  }
}
