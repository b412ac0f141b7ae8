import { SESSION_EXPIRED_CODE } from '@app/contract';
import { UPLOAD_TIMEOUT_MS } from '@app/rules';
import { common } from '../lib/messages';
import { ApiError, CLIENT_CODES } from './api-error';
import { apiAddress, httpDeps, post, type ApiOutput, type ApiPath } from './http';
import { clearUploadToken, uploadTokenSlot } from './upload-token';

// Uploads (docs/product/media.md): multipart through XMLHttpRequest, which reports progress where fetch does not,
// with the long upload timeout. Upload and token calls reject any code but 0 with 'code error' (section 8).

export const UPLOAD_PATH = '/api/service/socialcontact/v1/upload/updateFile';
export const UPLOAD_TOKEN_PATH = '/api/service/sec/v1/sts/queryToken';

export const CODE_ERROR = 'code error';

// One key per upload intent (docs/product/nothing-twice.md, "In the web app"): the file the user chose. A double tap, a
// retry of a failed tile or a lost answer send the same File, so the same key, and the server keeps one upload; once
// it has succeeded the intent is done, and the same file chosen again is a new one. Keyed by the caller's File, not
// the form's entry: FormData.append with a file name wraps the file in a new File object each time.
const uploadKeys = new WeakMap<Blob, string>();

function newKey(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  return Array.from(c.getRandomValues(new Uint8Array(16)), (x) => x.toString(16).padStart(2, '0')).join('');
}

/** The Idempotency-Key of an upload of this file: the same until its upload succeeds. */
export function uploadIntentKey(file: Blob): string {
  let key = uploadKeys.get(file);
  if (key === undefined) {
    key = newKey();
    uploadKeys.set(file, key);
  }
  return key;
}

export type UploadOptions = {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** false: the caller shows the failure itself (a tile of the picture grid). Default: the toast. */
  toast?: boolean;
  /**
   * The file the user chose, whose upload this is: its intent's Idempotency-Key is kept with it (retries of the same
   * file send the same key). Without it each call is its own intent.
   */
  intent?: Blob;
};

/** Resolves with the answer the contract gives for the multipart path (a picture's file, a video's info). */
export function uploadFile<P extends ApiPath = typeof UPLOAD_PATH>(
  form: FormData,
  options: UploadOptions = {},
  path: P = UPLOAD_PATH as P,
) {
  type T = ApiOutput<P>;
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiAddress(path));
    // A create (a path the contract marks idempotent) carries its intent's key, as the JSON creates do (http.ts).
    const intent = options.intent ?? new Blob();
    if (httpDeps().idempotentPaths?.has(path)) xhr.setRequestHeader('idempotency-key', `"${uploadIntentKey(intent)}"`);
    xhr.timeout = options.timeoutMs ?? UPLOAD_TIMEOUT_MS;
    xhr.responseType = 'text';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) options.onProgress?.(e.loaded / e.total);
    };
    const fail = (error: ApiError) => {
      if (error.code !== CLIENT_CODES.aborted) httpDeps().onFailure(error, options.toast !== false);
      reject(error);
    };
    xhr.onload = () => {
      let data: { code?: unknown; msg?: string; body?: T } | null;
      try {
        data = JSON.parse(xhr.responseText) as { code?: unknown; msg?: string; body?: T } | null;
      } catch {
        data = null;
      }
      const code = Number(data?.code);
      if (data && code === 0) {
        uploadKeys.delete(intent);
        return resolve(data.body as T);
      }
      if (code === SESSION_EXPIRED_CODE) {
        httpDeps().onSessionExpired();
        return reject(new ApiError(code, data?.msg ?? '', { httpStatus: xhr.status }));
      }
      // Rejected with 'code error' (docs/product/media.md); the answer rides along for a caller that shows its words.
      fail(
        new ApiError(Number.isNaN(code) ? CLIENT_CODES.badResponse : code, CODE_ERROR, {
          httpStatus: xhr.status,
          body: data,
        }),
      );
    };
    xhr.onerror = () => fail(new ApiError(CLIENT_CODES.network, common.offline));
    xhr.ontimeout = () => fail(new ApiError(CLIENT_CODES.timeout, common.timeout));
    xhr.onabort = () => reject(new ApiError(CLIENT_CODES.aborted, 'aborted'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

export type UploadToken = ApiOutput<typeof UPLOAD_TOKEN_PATH>;

export function queryUploadToken(): Promise<UploadToken> {
  const cached = uploadTokenSlot.get() as Promise<UploadToken> | null;
  if (cached) return cached;
  const asked = post(UPLOAD_TOKEN_PATH, {}).catch((error: unknown) => {
    clearUploadToken();
    throw error instanceof ApiError ? new ApiError(error.code, CODE_ERROR, { httpStatus: error.httpStatus }) : error;
  });
  uploadTokenSlot.set(asked);
  return asked;
}

export { clearUploadToken };
