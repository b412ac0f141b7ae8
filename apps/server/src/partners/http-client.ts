import type { z } from 'zod';

/** An outside party failed: unreachable, slow, redirected, or answered something we do not accept. */
export class PartnerError extends Error {
  constructor(
    readonly party: string,
    message: string,
  ) {
    super(`${party}: ${message}`);
  }
}

export interface PartnerRequest {
  method?: 'GET' | 'POST';
  /** Query parameters, appended to the URL. */
  query?: Record<string, string>;
  /** A JSON body (POST). */
  json?: unknown;
  headers?: Record<string, string>;
  timeoutMs: number;
}

// Partners answer small JSON documents; anything larger is refused rather than buffered.
const MAX_ANSWER_BYTES = 256 * 1024;

/**
 * One call to an outside party: a timeout, no redirects followed (a 3xx is refused, so a partner can never
 * bounce us elsewhere), and an answer that must match `schema`.
 */
export async function callPartner<S extends z.ZodType>(
  party: string,
  url: string,
  schema: S,
  request: PartnerRequest,
): Promise<z.output<S>> {
  const target = new URL(url);
  for (const [k, v] of Object.entries(request.query ?? {})) target.searchParams.set(k, v);
  let res: Response;
  try {
    res = await fetch(target, {
      method: request.method ?? (request.json === undefined ? 'GET' : 'POST'),
      headers: {
        accept: 'application/json',
        ...(request.json === undefined ? {} : { 'content-type': 'application/json' }),
        ...request.headers,
      },
      body: request.json === undefined ? undefined : JSON.stringify(request.json),
      redirect: 'manual',
      signal: AbortSignal.timeout(request.timeoutMs),
    });
  } catch (err) {
    const reason = (err as Error).name === 'TimeoutError' ? `no answer within ${request.timeoutMs} ms` : 'unreachable';
    throw new PartnerError(party, reason);
  }
  if (res.status >= 300 && res.status < 400) {
    await res.body?.cancel();
    throw new PartnerError(party, `redirect refused (HTTP ${res.status})`);
  }
  const text = await readLimited(party, res);
  if (!res.ok) throw new PartnerError(party, `HTTP ${res.status}`);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new PartnerError(party, 'answer is not JSON');
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new PartnerError(party, 'unexpected answer');
  return parsed.data;
}

async function readLimited(party: string, res: Response): Promise<string> {
  const declared = Number(res.headers.get('content-length') ?? 0);
  if (declared > MAX_ANSWER_BYTES) {
    await res.body?.cancel();
    throw new PartnerError(party, 'answer too large');
  }
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (bytes.byteLength > MAX_ANSWER_BYTES) throw new PartnerError(party, 'answer too large');
  return new TextDecoder().decode(bytes);
}
