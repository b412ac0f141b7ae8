import { extname } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import sharp from 'sharp';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { MEDIA_PREFIX, type ByteRange } from '../media/media-store.ts';

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

// Sizes are snapped to a few widths so a crawler cannot fill the disk with variants.
const WIDTHS = [160, 240, 375, 480, 750, 1080];
const resizeQuery = z.object({
  w: z.coerce.number().int().min(1).max(4096).optional(),
  h: z.coerce.number().int().min(1).max(4096).optional(),
  q: z.coerce.number().int().min(30).max(95).optional(),
  fit: z.enum(['fill', 'cover', 'contain', 'inside', 'outside']).optional(),
});

/** Resized variants of an image live under one prefix, so deleting the image deletes them all. */
export const variantPrefix = (key: string) => `variants/${key.replace(/\.\w+$/, '')}/`;

const notFound = (reply: FastifyReply) => reply.status(404).send({ code: 404, msg: '内容不存在', body: null });

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` against an object of `size` bytes; null when unsatisfiable. */
export function parseRange(header: string, size: number): ByteRange | null {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  return start <= end && start < size ? { start, end } : null;
}

/**
 * Serves stored media with its type; images resize on demand (quality 80, width 750 by default when asked,
 * fill), and every object answers HTTP range requests (video playback seeks with them).
 */
export function registerMediaRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(`${MEDIA_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const type = TYPES[extname(key).toLowerCase()];
    if (!key || !type || key.split('/').includes('..')) return notFound(reply);
    const query = resizeQuery.safeParse(request.query);
    const wantsResize =
      type.startsWith('image/') && type !== 'image/gif' && query.success && query.data.w !== undefined;
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('x-content-type-options', 'nosniff');
    if (wantsResize && query.success) {
      const width = WIDTHS.find((w) => w >= (query.data.w ?? 750)) ?? WIDTHS.at(-1)!;
      const height =
        query.data.h === undefined ? undefined : Math.round((query.data.h * width) / (query.data.w ?? width));
      const quality = query.data.q ?? 80;
      const fit = query.data.fit ?? 'fill';
      const variant = `${variantPrefix(key)}${width}x${height ?? 0}q${quality}${fit}.webp`;
      const stored = await ctx.media.read(variant);
      if (stored) return reply.type('image/webp').header('content-length', stored.size).send(stored.stream);
      const original = await ctx.media.read(key);
      if (!original) return notFound(reply);
      const bytes = await sharp(await streamToBuffer(original.stream))
        .rotate()
        .resize({ width, ...(height ? { height, fit } : {}), withoutEnlargement: true })
        .webp({ quality })
        .toBuffer();
      await ctx.media.put(variant, bytes, 'image/webp');
      return reply.type('image/webp').send(bytes);
    }
    reply.header('accept-ranges', 'bytes');
    const header = request.headers.range;
    if (header) {
      const size = await ctx.media.size(key);
      if (size === null) return notFound(reply);
      const range = parseRange(header, size);
      if (!range) return reply.status(416).header('content-range', `bytes */${size}`).send();
      const part = await ctx.media.read(key, range);
      if (!part) return notFound(reply);
      return reply
        .status(206)
        .type(type)
        .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
        .header('content-length', range.end - range.start + 1)
        .send(part.stream);
    }
    const stored = await ctx.media.read(key);
    if (!stored) return notFound(reply);
    return reply.type(type).header('content-length', stored.size).send(stored.stream);
  });
}

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
