import type { EndpointOf, EndpointPath, ParsedRequestOf, RouteResultOf } from '@app/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ConsoleOperator } from '../auth/operator-sessions.ts';
import type { SessionUser } from '../auth/tokens.ts';
import type { AppContext } from '../context.ts';
import type { Action } from './action-limits.ts';

export interface RouteContext<Input> {
  input: Input;
  user: SessionUser | null;
  /** The signed-in operator on a console path (`auth: 'console'`), else null. */
  operator: ConsoleOperator | null;
  app: AppContext;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Return this when the handler has answered by itself (204s, the WeChat config's code 100). */
export const REPLIED = Symbol('replied');

export interface RouteDef {
  path: string;
  request: z.ZodType;
  handle: (ctx: RouteContext<unknown>) => Promise<unknown>;
  /** The per-minute cap this write counts against (per user and per address): `{ limit: 'comment' }`. */
  limit?: Action | undefined;
  /** Anonymous answers come from the micro-cache (micro-cache.ts); `onHit` still runs on a hit (a view count). */
  cache?: { onHit?: ((ctx: RouteContext<unknown>) => Promise<void> | undefined) | undefined } | undefined;
}

/**
 * Binds a handler to a path of the contract. The path must be one of the contract's and the schema passed its
 * own (the type says so, and registration checks it is the same object), so the handler's input is what is
 * validated; its answer must be what the path's response schema accepts, checked at compile time.
 */
export function defineRoute<P extends EndpointPath>(
  path: P,
  request: EndpointOf<P>['request'],
  handle: (ctx: RouteContext<ParsedRequestOf<P>>) => Promise<RouteResultOf<P> | typeof REPLIED>,
  options: {
    limit?: Action;
    cache?: { onHit?: (ctx: RouteContext<ParsedRequestOf<P>>) => Promise<void> | undefined };
  } = {},
): RouteDef {
  return {
    path,
    request,
    handle: handle as RouteDef['handle'],
    limit: options.limit,
    cache: options.cache as RouteDef['cache'],
  };
}

/** A login path's handler always has a user; this narrows the type where the pipeline guarantees it. */
export function requireUser(user: SessionUser | null): SessionUser {
  if (!user) throw new Error('login path reached without a user');
  return user;
}

/** A console path's handler always has an operator; this narrows the type where the pipeline guarantees it. */
export function requireOperator(operator: ConsoleOperator | null): ConsoleOperator {
  if (!operator) throw new Error('console path reached without an operator');
  return operator;
}
