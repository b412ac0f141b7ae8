import { extname } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { MEDIA_PREFIX, type ByteRange } from '../media/media-store.ts';
import { loadSharp } from '../media/load-sharp.ts';

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  // Audio-guide tracks (places): played with range requests like videos.
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
};

// Variants come from a small fixed set, every parameter snapped to it, so a crawler cannot fill the disk or burn
// the CPU with variants: seven widths; no height, or one of three shapes (square, 4:3, 3:4); three fits; quality
// 80 whatever is asked. At most MAX_VARIANTS_PER_IMAGE variants are ever kept per image. 80 is there for Save-Data:
// avatars already ask 160 (a 40 px circle at 2×, 4×-safe), and without a step below it half the first feed
// screen's bytes under Save-Data were avatars that could not shrink.
const WIDTHS = [80, 160, 240, 375, 480, 750, 1080];
/** Height over width of the shapes a variant may take. */
const SHAPES = [1, 3 / 4, 4 / 3];
const FITS = { fill: 'fill', cover: 'cover', contain: 'contain', inside: 'contain', outside: 'cover' } as const;
const QUALITY = 80;
/**
 * A caller that says `Save-Data: on` (the browser's data saver, or our worker under 省流量) gets a smaller variant:
 * at most half the asked width, snapped down to the set, so about a quarter of the pixels (docs/product/offline.md#light-on-data).
 * The quality stays the set's one: a second quality would double the variants an image may keep.
 */
export const MAX_VARIANTS_PER_IMAGE = WIDTHS.length * (1 + SHAPES.length * new Set(Object.values(FITS)).size);

/** Whether the request asks to spare data (the Save-Data client hint). */
export const savesData = (header: string | string[] | undefined) =>
  String(header ?? '')
    .trim()
    .toLowerCase() === 'on';

/** The width and quality the server chooses for a request: the asked ones, or a step down under Save-Data. */
export function chosenVariant(q: { w?: number | undefined }, saveData: boolean) {
  if (!saveData) return { w: q.w, quality: QUALITY };
  // Down to the set, not up: half of 375 snapped up would be 240, hardly a saving.
  const half = (q.w ?? 750) / 2;
  return { w: WIDTHS.filter((w) => w <= half).at(-1) ?? WIDTHS[0]!, quality: QUALITY };
}
/** Pixels a phone never needs: an image over this count is never decoded (the upload pipeline's own limit). */
export const MAX_DECODE_PIXELS = 50_000_000;
const resizeQuery = z.object({
  w: z.coerce.number().int().min(1).max(4096).optional(),
  h: z.coerce.number().int().min(1).max(4096).optional(),
  q: z.coerce.number().int().min(30).max(95).optional(),
  fit: z.enum(['fill', 'cover', 'contain', 'inside', 'outside']).optional(),
});

/** Resized variants of an image live under one prefix, so deleting the image deletes them all. */
export const variantPrefix = (key: string) => `variants/${key.replace(/\.\w+$/, '')}/`;

const notFound = (reply: FastifyReply) => reply.status(404).send({ code: 404, msg: '内容不存在', body: null });
const tooManyPixels = (reply: FastifyReply) =>
  reply.status(422).send({ code: 1, msg: '图片尺寸过大，无法生成缩略图', body: null });

/** The variant a request gets: its width, height and fit snapped to the fixed set. */
export function snapVariant(q: {
  w?: number | undefined;
  h?: number | undefined;
  fit?: keyof typeof FITS | undefined;
}) {
  const width = WIDTHS.find((w) => w >= (q.w ?? 750)) ?? WIDTHS.at(-1)!;
  if (q.h === undefined) return { width, height: undefined, fit: 'fill' as const };
  const asked = q.h / (q.w ?? width);
  const shape = SHAPES.reduce((best, s) => (Math.abs(s - asked) < Math.abs(best - asked) ? s : best));
  return { width, height: Math.round(width * shape), fit: FITS[q.fit ?? 'fill'] };
}

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
  /** Variants being made now, by their key: concurrent first requests share one decode. */
  const flights = new Map<string, Promise<Buffer | 'missing' | 'tooManyPixels'>>();
  app.get(`${MEDIA_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const type = TYPES[extname(key).toLowerCase()];
    if (!key || !type || key.split('/').includes('..')) return notFound(reply);
    const query = resizeQuery.safeParse(request.query);
    const wantsResize =
      type.startsWith('image/') && type !== 'image/gif' && query.success && query.data.w !== undefined;
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('x-content-type-options', 'nosniff');
    if (wantsResize && query.success) {
      // Caches must keep the two answers apart: one address, two variants by the Save-Data hint.
      reply.header('vary', 'Save-Data');
      const chosen = chosenVariant(query.data, savesData(request.headers['save-data']));
      const { width, height, fit } = snapVariant({ ...query.data, w: chosen.w });
      const quality = chosen.quality;
      const variant = `${variantPrefix(key)}${width}x${height ?? 0}q${quality}${fit}.webp`;
      const stored = flights.has(variant) ? null : await ctx.media.read(variant);
      if (stored) return reply.type('image/webp').header('content-length', stored.size).send(stored.stream);
      // One decode per variant at a time: the first request makes it, the others wait for the same bytes.
      let flight = flights.get(variant);
      if (!flight) {
        flight = makeVariant(ctx, key, variant, { width, height, fit, quality }).finally(() => flights.delete(variant));
        flights.set(variant, flight);
      }
      const made = await flight;
      if (made === 'missing') return notFound(reply);
      if (made === 'tooManyPixels') return tooManyPixels(reply);
      return reply.type('image/webp').header('content-length', made.length).send(made);
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

/** Decodes of an original made for a variant, counted (the tests and the harness read it). */
export const variantStats = { decodes: 0 };

/**
 * Makes one variant and stores it. A request that found no stored variant may start this just after another
 * flight stored it: the store is asked again first, so the original is decoded once per variant.
 */
async function makeVariant(
  ctx: AppContext,
  key: string,
  variant: string,
  v: { width: number; height: number | undefined; fit: string; quality: number },
): Promise<Buffer | 'missing' | 'tooManyPixels'> {
  const done = await ctx.media.read(variant);
  if (done) return streamToBuffer(done.stream);
  const original = await ctx.media.read(key);
  if (!original) return 'missing';
  const source = await streamToBuffer(original.stream);
  // The header alone says the size: nothing is decoded before the count is checked.
  const sharp = await loadSharp();
  const { width: w0 = 0, height: h0 = 0 } = await sharp(source, { limitInputPixels: false }).metadata();
  if (w0 * h0 > MAX_DECODE_PIXELS) return 'tooManyPixels';
  variantStats.decodes += 1;
  const bytes = await sharp(source, { limitInputPixels: MAX_DECODE_PIXELS })
    .rotate()
    .resize({
      width: v.width,
      ...(v.height ? { height: v.height, fit: v.fit as 'fill' | 'cover' | 'contain' } : {}),
      withoutEnlargement: true,
    })
    .webp({ quality: v.quality })
    .toBuffer();
  await ctx.media.put(variant, bytes, 'image/webp');
  return bytes;
}

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
