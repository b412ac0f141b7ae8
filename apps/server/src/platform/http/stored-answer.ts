import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';

/**
 * A micro-cached answer as it goes on the wire: the JSON bytes serialized once when stored, and the same bytes
 * compressed once (brotli and gzip) so a browser, which always sends `Accept-Encoding: gzip, deflate, br`, downloads
 * ~1/10 of an 18 KB feed page on a slow network, and a hit costs the server the write of the smaller buffer instead
 * of the larger one. Compressing is paid once per stored answer (well under a millisecond, once per generation and
 * key), never per hit. See docs/decisions/0014-compressed-cached-answers.md.
 */
export interface StoredAnswer {
  json: Buffer;
  br: Buffer | undefined;
  gzip: Buffer | undefined;
}

/** Below this, the headers a compressed answer adds cost about what compressing saves. */
export const COMPRESS_MIN_BYTES = 1024;

export function storeAnswer(json: Buffer): StoredAnswer {
  if (json.length < COMPRESS_MIN_BYTES) return { json, br: undefined, gzip: undefined };
  return {
    json,
    // Measured on the 17 KB first feed page: brotli 6 gives 3.7 KB in ~0.15 ms (quality 4: 4.4 KB, quality 9: 3.6 KB
    // in ~6 ms, too long to block the loop when ten readers miss at once); gzip 6, for clients without brotli, 4.3 KB.
    br: brotliCompressSync(json, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    }),
    gzip: gzipSync(json, { level: 6 }),
  };
}

export type Encoding = 'br' | 'gzip' | 'identity';

// Browsers send a handful of distinct headers; parsing each once keeps a hit free of string work.
const parsed = new Map<string, Encoding>();

/** The encoding to answer in for this Accept-Encoding header: brotli if accepted, else gzip, else none. */
export function chooseEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const known = parsed.get(header);
  if (known) return known;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (name) weights.set(name, q ? Number(q.slice(2)) : 1);
  }
  // `q=0` means "not this one" (RFC 9110 §12.5.3); `*` stands for any coding the header does not name.
  const accepts = (name: string) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  const choice: Encoding = accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : 'identity';
  if (parsed.size < 64) parsed.set(header, choice);
  return choice;
}

/** What every JSON answer of the API says it is, stored or put together as bytes. */
export const JSON_TYPE = 'application/json; charset=utf-8';

/** Sends a stored answer in the best encoding the client accepts; the answer varies by that header, so says so. */
export function sendStored(reply: FastifyReply, answer: StoredAnswer, acceptEncoding: string | undefined) {
  reply.status(200).type(JSON_TYPE);
  if (!answer.br) return reply.send(answer.json);
  reply.header('vary', 'accept-encoding');
  const encoding = chooseEncoding(acceptEncoding);
  if (encoding === 'identity') return reply.send(answer.json);
  return reply.header('content-encoding', encoding).send(encoding === 'br' ? answer.br : answer.gzip);
}
