import { REQUEST_TIMEOUT_MS } from '@app/rules';
import { messages } from '../app/messages';
import { ApiError, CLIENT_CODES } from './api-error';

export type Envelope<T> = { code: number | string; msg?: string; body?: T };

export type RequestOptions = {
  signal?: AbortSignal;
  timeoutMs?: number;
};

const isEnvelope = (v: unknown): v is Envelope<unknown> => typeof v === 'object' && v !== null && 'code' in v;

/**
 * POSTs JSON and hands back the envelope's body. Code 0 (or "0") is success; anything else, a timeout,
 * a network failure or a body that is not an envelope becomes an ApiError.
 */
export async function post<T>(path: string, payload: object = {}, options: RequestOptions = {}): Promise<T> {
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

  try {
    return await send<T>(path, payload, controller.signal);
  } catch (cause) {
    if (cause instanceof ApiError) throw cause;
    if (timedOut) throw new ApiError(CLIENT_CODES.timeout, messages.api.timeout, { cause });
    if (outer?.aborted) throw new ApiError(CLIENT_CODES.aborted, 'aborted', { cause });
    throw new ApiError(CLIENT_CODES.network, messages.api.offline, { cause });
  } finally {
    // The timeout covers reading the body too, not just the headers.
    clearTimeout(timer);
    outer?.removeEventListener('abort', onOuterAbort);
  }
}

async function send<T>(path: string, payload: object, signal: AbortSignal): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(payload),
    credentials: 'same-origin',
    signal,
  });
  const text = await response.text();
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (cause) {
    throw new ApiError(CLIENT_CODES.badResponse, messages.api.serverFailed, { httpStatus: response.status, cause });
  }
  if (!isEnvelope(data)) {
    throw new ApiError(CLIENT_CODES.badResponse, messages.api.serverFailed, {
      httpStatus: response.status,
      body: data,
    });
  }
  const code = Number(data.code);
  if (code === 0) return data.body as T;
  throw new ApiError(Number.isNaN(code) ? CLIENT_CODES.badResponse : code, data.msg ?? '', {
    httpStatus: response.status,
    body: data.body,
  });
}
