import { CODES } from '@app/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from './app-error.ts';
import { answerClient, send } from './register-endpoints.ts';

// PostgreSQL's data exceptions (class 22: invalid text, a NUL, a number out of range, a bad date…) and a value too
// big for an index (54000) come from what the caller sent: a safety net behind the schemas, answered as bad input.
const BAD_INPUT = /^(22[0-9A-Z]{3}|54000)$/;
const DB_DOWN = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P03', '08006', '08001', '08003']);
// node-postgres reports a connection lost mid-query, a client broken by an earlier failure and a pool that cannot
// connect in time with messages and no code (the harness's F2 saw them answer 500 while PostgreSQL restarted).
const DB_DOWN_MESSAGES = [
  /^Connection terminated/,
  /is not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Client was closed and is not queryable/,
  /^Cannot use a pool after calling end/,
];

/** A failure that says the database cannot be reached now (retrying later helps), not that the request was wrong. */
export function isDatabaseDown(error: { code?: unknown; message?: unknown }): boolean {
  if (typeof error.code === 'string' && DB_DOWN.has(error.code)) return true;
  const message = typeof error.message === 'string' ? error.message : '';
  return DB_DOWN_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * Every failure leaves as an envelope from the codes table; nothing unexpected ever shows a stack. With `config`,
 * a failure answers an enveloped request in kind (sealed for its client), an envelope fault excepted.
 */
export function registerErrorHandler(app: FastifyInstance, config?: Config) {
  app.setErrorHandler(async (error: FastifyError & { code?: string }, request, reply) => {
    const answer = (entry: { code: number; http: number; msg: string }, body?: unknown) =>
      sealedSend(config, request, reply, entry, body);
    // A login path without a valid token: the body was never the caller's business (docs/product/api-conventions.md's order).
    if (request.sessionRefused && error.statusCode !== 429) return answer(CODES.notLoggedIn);
    if (error instanceof AppError) {
      const entry = { code: error.code, http: error.http, msg: error.message };
      if (error.code === CODES.badEnvelope.code && error.message === CODES.badEnvelope.msg) return send(reply, entry);
      return answer(entry, error.body);
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) return send(reply, CODES.tooLarge);
    if (error.statusCode === 429) {
      const retryAfter = Number(reply.getHeader('retry-after')) || 60;
      return answer(CODES.rateLimited, { retryAfter });
    }
    // Malformed JSON, a wrong content type, an empty body with a JSON content type: the request cannot be read.
    if (error.statusCode === 400 || error.statusCode === 415 || error.code?.startsWith('FST_ERR_CTP')) {
      return send(reply, CODES.badEnvelope);
    }
    if (typeof error.code === 'string' && BAD_INPUT.test(error.code)) {
      request.log.warn({ sqlState: error.code }, 'database refused the input');
      return answer(CODES.badRequest);
    }
    if (isDatabaseDown(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return answer(CODES.unavailable);
    }
    request.log.error({ err: error }, 'unexpected error');
    return answer(CODES.internal);
  });
}

function sealedSend(
  config: Config | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
  entry: { code: number; http: number; msg: string },
  body?: unknown,
) {
  const appId = config ? answerClient(config, request) : undefined;
  return send(reply, entry, body, appId, config ? { config } : undefined);
}
