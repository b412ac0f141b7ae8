import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { inlineScriptHashes } from './web-app.ts';

// How often the content security policy looks at index.html again: a web app rebuilt under a running server is
// allowed within a second, without a stat of the file on every request.
const RECHECK_MS = 1_000;

/** helmet's options for this app; `scriptHashes` are index.html's inline scripts (web-app.ts). */
export function helmetOptions(scriptHashes: string[]): Readonly<HelmetOptions> {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet sets with these options, worked out once by running helmet against a response that only
 * records them. Every one of them is a constant for a given set of options.
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
  });
  return headers;
}

/**
 * helmet's headers and the request id on every answer, from one synchronous hook. @fastify/helmet ran helmet's whole
 * option parsing (and a stat of index.html for the policy) twice per request, a third of /healthz's own time;
 * here the header set is built once and rebuilt only when index.html's inline scripts change.
 */
export function registerSecurityHeaders(app: FastifyInstance, webDist: string, options: { now?: () => number } = {}) {
  const clock = options.now ?? Date.now;
  let hashes = inlineScriptHashes(webDist).join(' ');
  let headers = helmetHeaders(helmetOptions(hashes ? hashes.split(' ') : []));
  let recheckAt = clock() + RECHECK_MS;
  app.addHook('onRequest', (request, reply, done) => {
    const now = clock();
    if (now >= recheckAt) {
      recheckAt = now + RECHECK_MS;
      const current = inlineScriptHashes(webDist).join(' ');
      if (current !== hashes) {
        hashes = current;
        headers = helmetHeaders(helmetOptions(current ? current.split(' ') : []));
      }
    }
    reply.headers(headers);
    reply.header('x-request-id', request.id);
    done();
  });
}
