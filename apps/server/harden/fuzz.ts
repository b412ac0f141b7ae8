import { ENDPOINTS, type Endpoint } from '@app/contract';
import { makeTs, open, seal, type EnvelopeClient } from '@app/contract/envelope';
import fc from 'fast-check';
import { arbitraryFor, junkText, mutate, toJsonSchema, type IdPool } from './json-arbitrary.ts';

// I1: every path of the contract, fuzzed from its zod schema. Each case is a valid-shaped input, a mutated one or a
// junk body, sent as the path's method, enveloped where the path is `enc` (and now and then where it is not, or
// with a broken envelope), with no token, a valid one or a junk one. Every answer must be an envelope
// ({ code: number, msg: string }) and none may be a 5xx.

export interface FuzzTarget {
  url: string;
  client: EnvelopeClient;
  /** Valid session tokens; one is picked per case. */
  tokens: readonly string[];
  /** Real ids (contents, comments, users…) that id-like fields draw from. */
  ids?: IdPool;
}

export interface FuzzOptions {
  /** Cases per path. */
  perPath: number;
  seed: number;
  concurrency?: number;
  endpoints?: readonly Endpoint[];
  /** Stop starting new cases after this many milliseconds. */
  budgetMs?: number;
}

export interface Failure {
  kind: '5xx' | 'non-envelope' | 'error';
  method: string;
  path: string;
  token: string;
  request: string;
  status: number;
  answer: string;
}

export interface FuzzResult {
  requests: number;
  fiveXX: number;
  nonEnvelope: number;
  errors: number;
  failures: Failure[];
}

type TokenKind = 'none' | 'valid' | 'junk' | 'bearer';
interface Case {
  shape: 'valid' | 'mutated' | 'junk';
  payload: unknown;
  text?: string;
  token: TokenKind;
  envelope: 'sealed' | 'plain' | 'broken';
}

// Paths that are answered outside the envelope by design (docs/product/api-conventions.md).
const PLAIN_GETS = new Set(['/healthz', '/readyz']);
const NO_CONTENT = new Set(['/api/log/v1/track']);

/** An answer is an envelope when it is JSON with a numeric code and a string msg. */
export function isEnvelopeAnswer(path: string, status: number, text: string): boolean {
  if (PLAIN_GETS.has(path)) return true;
  if (status === 204 && NO_CONTENT.has(path)) return true;
  try {
    const json = JSON.parse(text) as { code?: unknown; msg?: unknown };
    return typeof json === 'object' && json !== null && typeof json.code === 'number' && typeof json.msg === 'string';
  } catch {
    return false;
  }
}

function caseArbitrary(endpoint: Endpoint, ids?: IdPool): fc.Arbitrary<Case> {
  const valid = arbitraryFor(toJsonSchema(endpoint.request), ids);
  const payload = fc.oneof(
    { weight: 4, arbitrary: valid.map((p) => ({ shape: 'valid' as const, payload: p })) },
    {
      weight: 4,
      arbitrary: valid.chain((p) => mutate(p)).map((p) => ({ shape: 'mutated' as const, payload: p })),
    },
    { weight: 2, arbitrary: junkText.map((t) => ({ shape: 'junk' as const, payload: undefined, text: t })) },
  );
  const token = fc.constantFrom<TokenKind>('none', 'valid', 'valid', 'junk', 'bearer');
  const envelope = endpoint.enc
    ? fc.constantFrom<Case['envelope']>('sealed', 'sealed', 'sealed', 'plain', 'broken')
    : fc.constantFrom<Case['envelope']>('plain', 'plain', 'plain', 'sealed', 'broken');
  return fc.tuple(payload, token, envelope).map(([p, t, e]) => ({ ...p, token: t, envelope: e }));
}

const pick = <T>(xs: readonly T[]): T | undefined => xs[Math.floor(Math.random() * xs.length)];

function brokenEnvelope(payload: unknown, client: EnvelopeClient): unknown {
  const variants = [
    () => seal(payload, { appId: client.appId, salt: `${client.salt}x` }),
    () => seal(payload, client, makeTs(Date.now() - 3_600_000)),
    () => seal(payload, { appId: 'nobody', salt: client.salt }),
    () => ({ sec: seal(payload, client).sec, body: 'AAAA' }),
    () => ({ sec: Buffer.from(`${client.appId};12;01`).toString('base64'), body: '' }),
    () => ({ sec: seal(payload, client).sec, body: Buffer.from('\u0000'.repeat(16)).toString('base64') }),
    () => ({ sec: null, body: 7 }),
  ];
  return pick(variants)!();
}

/** encodeURIComponent that a lone surrogate cannot throw out of (the URL could not carry it anyway). */
const encode = (v: string) => {
  try {
    return encodeURIComponent(v);
  } catch {
    return encodeURIComponent(
      v.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'),
    );
  }
};

function toQuery(payload: unknown, text?: string): string {
  if (text !== undefined) {
    // Raw, including broken percent-encoding now and then.
    return Math.random() < 0.5 ? encode(text).slice(0, 2000) : `a=%E0%A4%A&${text.replace(/[#\s]/g, '')}`;
  }
  if (!payload || typeof payload !== 'object') return `v=${encode(JSON.stringify(payload) ?? '')}`;
  const parts: string[] = [];
  for (const [k, v] of Object.entries(payload)) {
    const values = Array.isArray(v) ? v : [v];
    for (const x of values) parts.push(`${encode(k)}=${encode(typeof x === 'string' ? x : (JSON.stringify(x) ?? ''))}`);
  }
  return parts.join('&');
}

function multipartBody(payload: unknown, junk: boolean): { body: Uint8Array; type: string } {
  const boundary = `----harden${Math.random().toString(16).slice(2)}`;
  if (junk && Math.random() < 0.5) {
    const bytes = new Uint8Array(200 + Math.floor(Math.random() * 2000));
    for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
    const type = pick([
      'multipart/form-data',
      `multipart/form-data; boundary=${boundary}`,
      'multipart/form-data; boundary=',
    ])!;
    return { body: bytes, type };
  }
  const chunks: string[] = [];
  if (payload && typeof payload === 'object')
    for (const [k, v] of Object.entries(payload).slice(0, 8))
      chunks.push(
        `--${boundary}\r\nContent-Disposition: form-data; name="${k.replace(/"/g, '')}"\r\n\r\n${typeof v === 'string' ? v : JSON.stringify(v)}\r\n`,
      );
  const fileBytes = Array.from({ length: 64 + Math.floor(Math.random() * 512) }, () =>
    String.fromCharCode(Math.floor(Math.random() * 256)),
  ).join('');
  const name = pick(['a.jpg', 'a.png', 'a.mp4', 'x', '../../etc/passwd', 'a\u0000.jpg', '😀.gif'])!;
  const mime = pick(['image/jpeg', 'image/png', 'video/mp4', 'application/octet-stream', 'text/html', ''])!;
  chunks.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${mime}\r\n\r\n${fileBytes}\r\n`,
  );
  // A truncated body now and then: no closing boundary.
  if (!junk) chunks.push(`--${boundary}--\r\n`);
  return { body: Buffer.from(chunks.join(''), 'latin1'), type: `multipart/form-data; boundary=${boundary}` };
}

const short = (s: string, n = 300) => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s);

async function send(
  target: FuzzTarget,
  endpoint: Endpoint,
  c: Case,
): Promise<{ status: number; text: string; request: string }> {
  const headers: Record<string, string> = {};
  const query: string[] = [];
  const token = pick(target.tokens);
  if (c.token === 'valid' && token) query.push(`h_token=${token}`);
  if (c.token === 'junk') query.push(`h_token=${pick(['0'.repeat(64), 'x', '%00', 'f'.repeat(5000)])}`);
  if (c.token === 'bearer' && token) headers.authorization = `Bearer ${token}`;
  let body: RequestInit['body'];
  let request: string;
  if (endpoint.method === 'GET') {
    query.push(toQuery(c.payload, c.text));
    request = query.at(-1)!;
  } else if (endpoint.method === 'MULTIPART') {
    const m = multipartBody(c.payload, c.shape !== 'valid');
    body = m.body;
    headers['content-type'] = m.type;
    request = `multipart ${m.body.length} bytes (${c.shape})`;
  } else {
    headers['content-type'] = Math.random() < 0.05 ? 'text/plain' : 'application/json';
    if (c.text !== undefined) body = c.text;
    else if (c.envelope === 'sealed') body = JSON.stringify(seal(c.payload, target.client));
    else if (c.envelope === 'broken') body = JSON.stringify(brokenEnvelope(c.payload, target.client));
    else body = JSON.stringify(c.payload) ?? 'null';
    request = c.envelope === 'sealed' && c.text === undefined ? `sealed ${JSON.stringify(c.payload)}` : String(body);
  }
  const url = `${target.url}${endpoint.path}${query.length ? `?${query.join('&')}` : ''}`;
  const res = await fetch(url, {
    method: endpoint.method === 'GET' ? 'GET' : 'POST',
    headers,
    body,
    signal: AbortSignal.timeout(20_000),
  });
  return { status: res.status, text: await res.text(), request };
}

/** Paths that end the caller's session or account run last, so the other paths see a live token. */
const LAST = /logout|cancel|setPassword|delete/i;

export async function fuzzContract(target: FuzzTarget, options: FuzzOptions): Promise<FuzzResult> {
  const endpoints = [...(options.endpoints ?? ENDPOINTS)].sort(
    (a, b) => Number(LAST.test(a.path)) - Number(LAST.test(b.path)),
  );
  const result: FuzzResult = { requests: 0, fiveXX: 0, nonEnvelope: 0, errors: 0, failures: [] };
  const started = Date.now();
  const jobs: { endpoint: Endpoint; c: Case }[] = [];
  for (const [i, endpoint] of endpoints.entries()) {
    const cases = fc.sample(caseArbitrary(endpoint, target.ids), { numRuns: options.perPath, seed: options.seed + i });
    for (const c of cases) jobs.push({ endpoint, c });
  }
  // Path by path (so the session-ending paths stay last), a few cases at a time.
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      if (options.budgetMs && Date.now() - started > options.budgetMs) return;
      const { endpoint, c } = jobs[next++]!;
      result.requests += 1;
      const record = (kind: Failure['kind'], status: number, answer: string, request: string) => {
        if (result.failures.length < 50)
          result.failures.push({
            kind,
            method: endpoint.method,
            path: endpoint.path,
            token: c.token,
            request: short(request),
            status,
            answer: short(answer),
          });
      };
      try {
        const { status, text, request } = await send(target, endpoint, c);
        if (status >= 500) {
          result.fiveXX += 1;
          record('5xx', status, text, request);
        }
        if (!isEnvelopeAnswer(endpoint.path, status, text)) {
          result.nonEnvelope += 1;
          record('non-envelope', status, text, request);
        }
      } catch (err) {
        result.errors += 1;
        record('error', 0, String(err), JSON.stringify(c.payload) ?? c.text ?? '');
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  return result;
}

/** Opens a sealed answer's body (for callers that read answers). */
export function openAnswer(json: { sec?: unknown; body?: unknown }, client: EnvelopeClient): unknown {
  if (typeof json.sec !== 'string' || typeof json.body !== 'string') return json.body;
  return open({ sec: json.sec, body: json.body }, (id) => (id === client.appId ? client.salt : undefined)).payload;
}
