import type { FastifyServerOptions } from 'fastify';

// Tokens never reach logs: every token-bearing query parameter is replaced before the URL is logged.
const TOKEN_PARAMS = /([?&](?:token|h_token|h5token|htoken|t|tt|ticket|code)=)[^&#]*/gi;
export const redactUrl = (url: string) => url.replace(TOKEN_PARAMS, '$1[redacted]');

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' },
    serializers: {
      req(req: { method: string; url: string; id: string; ip?: string }) {
        return { id: req.id, method: req.method, url: redactUrl(req.url), ip: req.ip };
      },
    },
  };
}
