import { maskPhone } from '@app/rules';
import type { FastifyServerOptions } from 'fastify';
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

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
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

/** The merge object of a log call: personal fields redacted; `err` and `req` are left to their serializers. */
function scrubOwn(object: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(object).map(([k, v]) => [
      k,
      k === 'err' || k === 'req' || k === 'res' ? v : PERSONAL_KEYS.has(k) ? '[redacted]' : scrub(v),
    ]),
  );
}
