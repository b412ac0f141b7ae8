import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

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
 * helmet's options for a JSON answer of the API: no page runs in it, so the policies that govern a document (its
 * scripts, styles, pictures, windows, downloads, prefetching) say nothing; what it keeps is what protects a JSON
 * answer: nothing may load from it or frame it (`default-src 'none'; frame-ancestors 'none'`, `X-Frame-Options:
 * DENY`), no sniffing it as another type, HTTPS only, no referrer, same-origin reads only. A third of the page's
 * header bytes: every API answer carried the page's ~1,100 bytes of headers for a 50-byte body.
 */
export const API_HELMET_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: { action: 'deny' },
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/** Paths whose answers are JSON, never a page: the API, the partners' API, the probes. */
export const isApiPath = (url: string) =>
  url.startsWith('/api/') ||
  url.startsWith('/b2b/') ||
  url.startsWith('/dev/api/') ||
  url.startsWith('/healthz') ||
  url.startsWith('/readyz');

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
 * The header set every answer carries. Only the content security policy depends on anything outside the code: the
 * hashes of index.html's inline scripts. The web app (web-app.ts) reads index.html when it serves the page, the one
 * answer those scripts run in, and hands the hashes here; every other answer takes the set as it stands, with no
 * look at the file in the request's path.
 */
export interface SecurityHeaders {
  /** helmet's headers for the inline scripts last seen. */
  readonly current: Readonly<Record<string, string>>;
  /** helmet's headers for a JSON answer of the API (API_HELMET_OPTIONS). */
  readonly api: Readonly<Record<string, string>>;
  /** Allows exactly these inline scripts from now on (a rebuilt web app); answers the header set to send. */
  allowScripts(hashes: string[]): Readonly<Record<string, string>>;
}

export function securityHeaders(hashes: string[]): SecurityHeaders {
  let key = hashes.join(' ');
  let current = helmetHeaders(helmetOptions(hashes));
  const api = helmetHeaders(API_HELMET_OPTIONS);
  return {
    get current() {
      return current;
    },
    api,
    allowScripts(next) {
      const nextKey = next.join(' ');
      if (nextKey !== key) {
        key = nextKey;
        current = helmetHeaders(helmetOptions(next));
      }
      return current;
    },
  };
}

/**
 * helmet's headers and the request id on every answer, from one synchronous hook that only copies a prepared set:
 * the API's own set on a JSON path, the page's on everything else (the app, its files, media, the docs).
 * @fastify/helmet ran helmet's whole option parsing (and a stat of index.html for the policy) twice per request, a
 * third of /healthz's own time; a later version still re-read index.html once a second inside this hook.
 */
export function registerSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiPath(request.url) ? headers.api : headers.current);
    reply.header('x-request-id', request.id);
    done();
  });
}
