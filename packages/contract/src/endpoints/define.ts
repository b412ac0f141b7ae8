import { z } from 'zod';

export type Auth = 'login' | 'opt' | 'none';
export type Method = 'POST' | 'GET' | 'MULTIPART';

export interface Endpoint<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  Path extends string = string,
> {
  path: Path;
  method: Method;
  auth: Auth;
  /** Body and answer travel in the encrypted envelope (encryptType 01). */
  enc: boolean;
  /** Changes state: an enveloped request to it is refused when replayed. */
  write: boolean;
  /**
   * Creates something: takes an `Idempotency-Key` header, and the same key from the same user gets the first answer
   * again instead of a second post, comment or claim. The web client sends a key to these paths.
   */
  idempotent: boolean;
  summary: string;
  request: Req;
  response: Res;
}

interface Options<Req extends z.ZodType, Res extends z.ZodType> {
  auth: Auth;
  method?: Method;
  enc?: boolean;
  write?: boolean;
  idempotent?: boolean;
  summary: string;
  request?: Req;
  response?: Res;
}

/** Until a path is built its schemas accept any object and promise nothing. */
export const anyRequest = z.looseObject({});
export const anyResponse = z.unknown();

/** The path is kept as a literal type, so `ResponseOf<'/api/…'>` finds the row's schemas at compile time. */
export function endpoint<
  const Path extends string,
  Req extends z.ZodType = typeof anyRequest,
  Res extends z.ZodType = typeof anyResponse,
>(path: Path, options: Options<Req, Res>): Endpoint<Req, Res, Path> {
  return {
    path,
    method: options.method ?? 'POST',
    auth: options.auth,
    enc: options.enc ?? false,
    write: options.write ?? false,
    idempotent: options.idempotent ?? false,
    summary: options.summary,
    request: (options.request ?? anyRequest) as Req,
    response: (options.response ?? anyResponse) as Res,
  };
}
