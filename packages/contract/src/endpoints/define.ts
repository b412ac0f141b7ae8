import { z } from 'zod';
import type { ConsolePermission } from '../schemas/console.ts';

/** `console`: an operator's console session (`Authorization: Bearer`), never an app user's token. */
export type Auth = 'login' | 'opt' | 'none' | 'console';
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
  /** A console path's permission: the roles holding it are the server's policy table. */
  permission?: ConsolePermission | undefined;
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
  permission?: ConsolePermission;
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
  // A console path without a permission would be open to every operator by accident.
  if ((options.auth === 'console') !== (options.permission !== undefined))
    throw new Error(`${path}: a console path names its permission, and only a console path does`);
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
    ...(options.permission ? { permission: options.permission } : {}),
  };
}
