import { SESSION_EXPIRED_CODE, type EndpointPath, type EndpointTypes } from '@app/contract';
import { REQUEST_TIMEOUT_MS } from '@app/rules';
import { common } from '../lib/messages';
import { apiUrl, redactTokens, type TokenParam } from '../lib/api-base';
import { ApiError, CLIENT_CODES } from './api-error';
import { takeEarlyResponse } from './early-request';
import { offlineReadKey, READ_KEY_HEADER } from './offline-read-key';
import type * as IntentKeysModule from './intent-keys';

// The API client of docs/product/api-conventions.md: base address by environment, 15 s timeout, the token in the address,
// the encrypted envelope for the contract's enc paths, the body unwrapped, body code 429 as session expiry,
// and docs/product/api-conventions.md's toast for other failures. The app wires its state in with configureHttp().

/** A path of the contract: the only addresses `post` and `get` accept. */
export type ApiPath = EndpointPath;
/** What a path takes: the contract's request as the web sends it (defaults optional, ids as strings or numbers). */
export type ApiInput<P extends ApiPath> = EndpointTypes[P]['input'];
/** What a path answers on success (the envelope's body), from the contract's response schema. */
export type ApiOutput<P extends ApiPath> = EndpointTypes[P]['output'];
/** The `info` field of a path whose answer carries one (the WeChat config GET). */
type InfoOf<P extends ApiPath> = ApiOutput<P> extends { info: infer I } ? I : never;

type IntentKeys = typeof IntentKeysModule;

export type Envelope<T> = { code: number | string; msg?: string; body?: T; sec?: string; info?: unknown };

export type RequestOptions = {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** false: a 429 does not end the session (the start-up user fetch only drops the user id). */
  jumpToLogin?: boolean;
  /** false: the caller shows the failure itself (a list's error state). Default: a toast (docs/product/api-conventions.md). */
  toast?: boolean;
  /** Overrides the contract's enc flag for the path. */
  enc?: boolean;
  /**
   * The Idempotency-Key of a create (a path the contract marks idempotent). Without it the key is the intent's: the
   * same path and payload keep one key until it succeeds (intent-keys.ts).
   */
  idempotencyKey?: string;
  /** A success code besides 0 for this one call (the WeChat config GET answers 100). */
  successCode?: number;
  /** The envelope field holding the result: 'body' (every call) or 'info' (the WeChat config GET). */
  field?: 'body' | 'info';
};

/** A typed call's options: which envelope field holds the answer follows from the call (`getInfo`). */
export type CallOptions = Omit<RequestOptions, 'field'>;

/** The encrypted envelope module of @app/contract, loaded with the first enveloped call. */
export type EnvelopeModule = {
  seal(payload: unknown, client: { appId: string; salt: string }): { sec: string; body: string };
  open(envelope: unknown, saltFor: (appId: string) => string | undefined): { payload: unknown };
};

export type NetworkEntry = {
  method: string;
  url: string;
  status: number | null;
  code: number | null;
  ms: number;
  enc: boolean;
};

export type HttpDeps = {
  fetch: typeof fetch;
  /** '' for our own origin, else an address from the configured allow-list. */
  base: () => string;
  token: () => { name: TokenParam; value: string | null };
  encPaths: ReadonlySet<string>;
  /** The contract's creates: they carry an Idempotency-Key. */
  idempotentPaths?: ReadonlySet<string>;
  encClient: { appId: string; salt: string };
  loadEnvelope: () => Promise<EnvelopeModule>;
  /** Body code 429 on a call that may jump to login. */
  onSessionExpired: () => void;
  /** Any other failure except an abort: `toast` says whether the caller wants docs/product/api-conventions.md toast. */
  onFailure: (error: ApiError, toast: boolean) => void;
  /** Every finished call, for the debug console. */
  record: (entry: NetworkEntry) => void;
  now: () => number;
};

const isEnvelope = (v: unknown): v is Envelope<unknown> => typeof v === 'object' && v !== null && 'code' in v;

/** The message a failure's toast shows: the server's own words, else docs/product/api-conventions.md default. */
export function failureMessage(error: ApiError): string {
  if (error.code === CLIENT_CODES.timeout) return common.timeout;
  if (error.code === CLIENT_CODES.network) return common.offline;
  return error.code > 0 && error.msg ? error.msg : common.serverFailed;
}

export function createHttpClient(deps: HttpDeps) {
  async function request<T>(
    method: 'GET' | 'POST',
    path: string,
    payload: object,
    options: RequestOptions,
  ): Promise<T> {
    const enc = method === 'POST' && (options.enc ?? deps.encPaths.has(path));
    let target = path;
    if (method === 'GET') {
      const query = new URLSearchParams(payload as Record<string, string>).toString();
      if (query) target += (path.includes('?') ? '&' : '?') + query;
    }
    const url = apiUrl(deps.base(), target, deps.token());
    const started = deps.now();
    let status: number | null = null;
    let code: number | null = null;

    const controller = new AbortController();
    let timedOut = false;
    // AbortSignal.any/timeout are too new for the WebViews we run in; wire the two signals by hand.
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
    const outer = options.signal;
    const onOuterAbort = () => controller.abort();
    if (outer) {
      if (outer.aborted) controller.abort();
      else outer.addEventListener('abort', onOuterAbort, { once: true });
    }

    // A create carries its intent's key, the same on a double tap, a retry or a reload (docs/product/nothing-twice.md).
    const intentText = method === 'POST' && deps.idempotentPaths?.has(path) ? JSON.stringify(payload) : undefined;
    let intents: IntentKeys | undefined;
    try {
      // Its own small chunk, loaded with the first create: the first load carries none of it.
      if (intentText !== undefined && options.idempotencyKey === undefined) intents = await import('./intent-keys');
      const idempotencyKey =
        intentText === undefined ? undefined : (options.idempotencyKey ?? intents!.intentKey(path, intentText));
      let envelope: EnvelopeModule | undefined;
      let body: string | undefined;
      let readKey: string | undefined;
      if (method === 'POST') {
        if (enc) {
          envelope = await deps.loadEnvelope();
          body = JSON.stringify(envelope.seal(payload, deps.encClient));
          readKey = await offlineReadKey(path, payload);
        } else {
          body = JSON.stringify(payload);
        }
      }
      // The first feed page may already be on its way, asked for by index.html as the document arrived.
      const early = enc ? undefined : takeEarlyResponse(url, body);
      const response = await (early ??
        deps.fetch(url, {
          method,
          headers:
            body === undefined
              ? { accept: 'application/json' }
              : {
                  'content-type': 'application/json',
                  accept: 'application/json',
                  ...(idempotencyKey === undefined ? {} : { 'idempotency-key': `"${idempotencyKey}"` }),
                  ...(readKey === undefined ? {} : { [READ_KEY_HEADER]: readKey }),
                },
          body,
          credentials: 'same-origin',
          signal: controller.signal,
        }));
      status = response.status;
      const text = await response.text();
      let data: unknown;
      try {
        data = JSON.parse(text);
      } catch (cause) {
        throw new ApiError(CLIENT_CODES.badResponse, common.serverFailed, { httpStatus: status, cause });
      }
      if (!isEnvelope(data)) {
        throw new ApiError(CLIENT_CODES.badResponse, common.serverFailed, { httpStatus: status, body: data });
      }
      // An enveloped answer: the body decrypts with the key of the ts in its sec.
      if (typeof data.sec === 'string' && typeof data.body === 'string') {
        envelope ??= await deps.loadEnvelope();
        const client = deps.encClient;
        try {
          data.body = envelope.open({ sec: data.sec, body: data.body }, (id) =>
            id === client.appId ? client.salt : undefined,
          ).payload;
        } catch (cause) {
          throw new ApiError(CLIENT_CODES.badResponse, common.serverFailed, { httpStatus: status, cause });
        }
      }
      code = Number(data.code);
      if (code === 0 || (options.successCode !== undefined && code === options.successCode)) {
        if (intentText !== undefined) intents?.intentDone(path, intentText);
        return (options.field === 'info' ? data.info : data.body) as T;
      }
      throw new ApiError(Number.isNaN(code) ? CLIENT_CODES.badResponse : code, data.msg ?? '', {
        httpStatus: status,
        body: data.body,
      });
    } catch (cause) {
      let error: ApiError;
      if (cause instanceof ApiError) error = cause;
      else if (timedOut) error = new ApiError(CLIENT_CODES.timeout, common.timeout, { cause });
      else if (outer?.aborted) error = new ApiError(CLIENT_CODES.aborted, 'aborted', { cause });
      else error = new ApiError(CLIENT_CODES.network, common.offline, { cause });
      if (error.code === SESSION_EXPIRED_CODE) {
        if (options.jumpToLogin !== false) deps.onSessionExpired();
      } else if (error.code !== CLIENT_CODES.aborted) {
        deps.onFailure(error, options.toast !== false);
      }
      throw error;
    } finally {
      // The timeout covers reading the body too, not just the headers.
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
      deps.record({ method, url: redactTokens(url), status, code, ms: Math.round(deps.now() - started), enc });
    }
  }

  // Typed by path: P is inferred from the literal, and only then is the contract's row looked up. Indexing the
  // path-keyed EndpointTypes keeps the lookup deferred; a conditional over the whole path union here would not.
  return {
    post: <P extends ApiPath>(path: P, payload: ApiInput<P>, options: CallOptions = {}) =>
      request<ApiOutput<P>>('POST', path, payload as object, options),
    get: <P extends ApiPath>(path: P, query: ApiInput<P>, options: CallOptions = {}) =>
      request<ApiOutput<P>>('GET', path, query as object, options),
    /** The address a call goes to (base and token included), for uploads and GETs made outside fetch. */
    url: (path: string) => apiUrl(deps.base(), path, deps.token()),
    deps,
  };
}

const defaults: HttpDeps = {
  fetch: (...args) => globalThis.fetch(...args),
  base: () => '',
  token: () => ({ name: 'h_token', value: null }),
  encPaths: new Set(typeof __ENC_PATHS__ === 'undefined' ? [] : __ENC_PATHS__),
  idempotentPaths: new Set(typeof __IDEMPOTENT_PATHS__ === 'undefined' ? [] : __IDEMPOTENT_PATHS__),
  encClient: { appId: 'dev_h5', salt: '0123456789abcdef' },
  // Its own chunk: AES and MD5 stay out of the first load (docs/product/api-conventions.md).
  loadEnvelope: () => import('@app/contract/envelope'),
  onSessionExpired: () => {},
  onFailure: () => {},
  record: () => {},
  now: () => performance.now(),
};

const client = createHttpClient({ ...defaults });

/** The app's state (token, base, handlers) plugs in here once at start. */
export function configureHttp(deps: Partial<HttpDeps>) {
  Object.assign(client.deps, deps);
}

/** POSTs JSON (enveloped on enc paths) and hands back the envelope's body; failures are ApiErrors. */
export const post = client.post;
/** GET with query parameters, typed by path like post. */
export const get = client.get;
/**
 * A GET whose answer sits in `info`, not `body` (the WeChat config call): the same call as get, typed by the field
 * it reads. A cast, not a wrapper, so the entry chunk carries nothing for it.
 */
export const getInfo = get as <P extends ApiPath>(
  path: P,
  query: ApiInput<P>,
  options: CallOptions & { field: 'info' },
) => Promise<InfoOf<P>>;

/**
 * The one escape from the contract: the development server's own paths (/dev/api/…, answered on loopback in
 * development alone) are not part of the product's API, so their caller names the answer's type itself.
 */
export const devGet = get as unknown as <T>(
  path: `/dev/api/${string}`,
  query: Record<string, string>,
  options?: CallOptions,
) => Promise<T>;
export const apiAddress = client.url;
export const httpDeps = (): Readonly<HttpDeps> => client.deps;
