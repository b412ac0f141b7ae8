import { maskPhone } from '@app/rules';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';

// Tokens, phone numbers and SMS codes never reach logs, development included: token- and phone-bearing query
// parameters are replaced before the URL is logged, and every message and error is scrubbed of digit runs that
// could be a phone (7 to 15 digits: masked like a phone) or an SMS code (6 digits).
const TOKEN_PARAMS =
  /([?&](?:token|h_token|h5token|htoken|t|tt|ticket|code|mobile|phone|sso_token|auth_token|imgCode)=)[^&#]*/gi;
export const redactUrl = (url: string) => redactText(url.replace(TOKEN_PARAMS, '$1[redacted]'));

const DIGIT_RUN = /(?<![0-9A-Za-z])\d{6,15}(?![0-9A-Za-z])/g;
export const redactText = (text: string) =>
  text.replace(DIGIT_RUN, (digits) => (digits.length === 6 ? '******' : maskPhone(digits)));

/** Field names whose values are personal whatever they look like. */
const PERSONAL_KEYS = new Set(['mobile', 'phone', 'code', 'smsCode', 'password', 'token', 'ticket', 'parameters']);

function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, PERSONAL_KEYS.has(k) ? '[redacted]' : scrub(v, depth + 1)]),
  );
}

export function loggerOptions(level: string, options: { short?: boolean } = {}): FastifyServerOptions['logger'] {
  return {
    level,
    ...(options.short ? { stream: devLogStream() } : {}),
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' },
    serializers: {
      req(req: { method: string; url: string; id: string; ip?: string }) {
        return { id: req.id, method: req.method, url: redactUrl(req.url), ip: req.ip };
      },
      // A database error carries its query's parameters and a detail naming the values: never logged as such.
      err(err: Error) {
        const { parameters: _parameters, ...rest } = stdSerializers.err(err) as Record<string, unknown>;
        return scrub(rest) as ReturnType<typeof stdSerializers.err>;
      },
    },
    hooks: {
      logMethod(args, method) {
        const scrubbed = args.map((a) => (typeof a === 'string' ? redactText(a) : a));
        if (scrubbed[0] && typeof scrubbed[0] === 'object' && !(scrubbed[0] instanceof Error)) {
          scrubbed[0] = scrubOwn(scrubbed[0] as Record<string, unknown>);
        }
        return method.apply(this, scrubbed as Parameters<typeof method>);
      },
    },
  };
}

/** A request slower than this is logged whole (its address, caller and status), as a warning. */
export const SLOW_REQUEST_MS = 1_000;

/** The levels at which `info` lines are written. */
const WRITES_INFO = new Set(['trace', 'debug', 'info']);

/**
 * One access line per request, written when it completes: method, redacted address, status and time. Fastify's
 * own two lines (one as the request came in, one as it completed, each through the serializers) were a quarter of
 * /healthz's throughput at `info` (docs/architecture.md). A failure (5xx, or an error while answering) and a slow
 * request are logged whole, with the request serializer's id, address and caller, as before.
 */
export class AccessLog extends LogController {
  readonly #slowMs: number;

  constructor(options: { slowMs?: number } = {}) {
    super();
    this.#slowMs = options.slowMs ?? SLOW_REQUEST_MS;
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: ms }, 'request errored');
    } else if (reply.statusCode >= 500) {
      reply.log.error({ req: request, res: reply, responseTime: ms }, 'request failed');
    } else if (ms >= this.#slowMs) {
      reply.log.warn({ req: request, res: reply, responseTime: ms }, 'slow request');
    } else if (WRITES_INFO.has(reply.log.level)) {
      // Below `info` the line is not written: its fields (the address through two regular expressions) are not built.
      reply.log.info(
        { method: request.method, url: redactUrl(request.url), status: reply.statusCode, ms },
        'request completed',
      );
    }
  }
}

/** The merge object of a log call: personal fields redacted; `err` and `req` are left to their serializers. */
function scrubOwn(object: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(object).map(([k, v]) => [
      k,
      k === 'err' || k === 'req' || k === 'res' ? v : PERSONAL_KEYS.has(k) ? '[redacted]' : scrub(v),
    ]),
  );
}

// Development reads its log as one short line per request ("12:03:04 POST /api/... 200 12 ms") and one line per
// other event; production keeps pino's JSON for machines. Both carry the same redacted fields.
const LEVELS: Record<number, string> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };
const clock = (ms: number) => new Date(ms).toTimeString().slice(0, 8);

/** Turns pino's JSON lines into short ones; remembers each request's method and address until it completes. */
export function devLineFormatter(): (json: string) => string | null {
  const open = new Map<string, string>();
  return (json) => {
    let entry: Record<string, unknown>;
    try {
      entry = JSON.parse(json) as Record<string, unknown>;
    } catch {
      return json.trimEnd();
    }
    const time = clock(typeof entry.time === 'number' ? entry.time : Date.now());
    const reqId = typeof entry.reqId === 'string' ? entry.reqId : '';
    const req = entry.req as { method?: string; url?: string } | undefined;
    if (entry.msg === 'incoming request' && req) {
      open.set(reqId, `${req.method ?? ''} ${req.url ?? ''}`);
      return null;
    }
    const level = LEVELS[entry.level as number] ?? 'info';
    const tag = level === 'info' ? '' : `${level.toUpperCase()} `;
    // The access line (AccessLog): one per request, everything on it.
    if (entry.msg === 'request completed' && typeof entry.method === 'string') {
      const ms = typeof entry.ms === 'number' ? Math.round(entry.ms) : 0;
      return `${time} ${entry.method} ${String(entry.url ?? '')} ${String(entry.status ?? '')} ${ms} ms`;
    }
    const res = entry.res as { statusCode?: number } | undefined;
    if (res && (entry.msg === 'request completed' || req)) {
      // Fastify's own completion line (the method and address from its incoming line), or a whole failed or slow one.
      const what = req ? `${req.method ?? ''} ${req.url ?? ''}` : (open.get(reqId) ?? '');
      open.delete(reqId);
      const ms = typeof entry.responseTime === 'number' ? Math.round(entry.responseTime) : 0;
      const note = entry.msg === 'request completed' ? '' : ` (${String(entry.msg)})`;
      return `${time} ${tag}${what} ${res.statusCode ?? ''} ${ms} ms${note}`;
    }
    const err = entry.err as { message?: string } | undefined;
    return `${time} ${tag}${String(entry.msg ?? '')}${err?.message ? `: ${err.message}` : ''}`;
  };
}

/** A destination for pino that writes the short lines to stdout. */
export function devLogStream(write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)) {
  const format = devLineFormatter();
  return {
    write(chunk: string) {
      for (const json of chunk.split('\n')) {
        if (!json.trim()) continue;
        const line = format(json);
        if (line !== null) write(line);
      }
    },
  };
}
