import { common } from '../lib/messages';

/** Codes the client makes up for failures that never reached a server answer. */
export const CLIENT_CODES = { network: -1, timeout: -2, badResponse: -3, aborted: -4 } as const;

/** Any failed call: a server envelope with a non-zero code, or a client-side failure (see CLIENT_CODES). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: number;
  readonly httpStatus: number | undefined;
  readonly body: unknown;

  constructor(code: number, msg: string, options: { httpStatus?: number; body?: unknown; cause?: unknown } = {}) {
    super(msg || common.serverFailed, { cause: options.cause });
    this.code = code;
    this.httpStatus = options.httpStatus;
    this.body = options.body;
  }

  get msg(): string {
    return this.message;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
