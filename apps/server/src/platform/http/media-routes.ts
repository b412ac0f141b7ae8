import { extname } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { MEDIA_PREFIX } from '../media/media-store.ts';

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.mp4': 'video/mp4',
};

// Sizes are snapped to a few widths so a crawler cannot fill the disk with variants.
const WIDTHS = [160, 240, 375, 480, 750, 1080];
const resizeQuery = z.object({
  w: z.coerce.number().int().min(1).max(4096).optional(),
  q: z.coerce.number().int().min(30).max(95).optional(),
  fit: z.enum(['fill', 'cover', 'contain', 'inside']).optional(),
});

/** Serves stored media; images resize on demand (quality 80, width 750 by default when asked). */
export function registerMediaRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(`${MEDIA_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const type = TYPES[extname(key).toLowerCase()];
    if (!key || !type || key.split('/').includes('..')) return reply.status(404).send({ code: 404, msg: '内容不存在' });
    const query = resizeQuery.safeParse(request.query);
    const wantsResize = type.startsWith('image/') && type !== 'image/gif' && query.success && query.data.w !== undefined;
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    if (wantsResize && query.success) {
      const width = WIDTHS.find((w) => w >= (query.data.w ?? 750)) ?? WIDTHS.at(-1)!;
      const quality = query.data.q ?? 80;
      const variant = `variants/${width}q${quality}/${key.replace(/\.\w+$/, '')}.webp`;
      const stored = await ctx.media.read(variant);
      if (!stored) {
        const original = await ctx.media.read(key);
        if (!original) return reply.status(404).send({ code: 404, msg: '内容不存在' });
        const bytes = await sharp(await streamToBuffer(original.stream))
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality })
          .toBuffer();
        await ctx.media.put(variant, bytes);
        return reply.type('image/webp').send(bytes);
      }
      return reply.type('image/webp').header('content-length', stored.size).send(stored.stream);
    }
    const stored = await ctx.media.read(key);
    if (!stored) return reply.status(404).send({ code: 404, msg: '内容不存在' });
    return reply.type(type).header('content-length', stored.size).send(stored.stream);
  });
}

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
