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
  /** Allows exactly these inline scripts from now on (a rebuilt web app); answers the header set to send. */
  allowScripts(hashes: string[]): Readonly<Record<string, string>>;
}

export function securityHeaders(hashes: string[]): SecurityHeaders {
  let key = hashes.join(' ');
  let current = helmetHeaders(helmetOptions(hashes));
  return {
    get current() {
      return current;
    },
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
 * helmet's headers and the request id on every answer, from one synchronous hook that only copies a prepared set.
 * @fastify/helmet ran helmet's whole option parsing (and a stat of index.html for the policy) twice per request, a
 * third of /healthz's own time; a later version still re-read index.html once a second inside this hook.
 */
export function registerSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers.current);
    reply.header('x-request-id', request.id);
    done();
  });
}
