import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { findLiveOperatorSession, touchOperatorSession } from './operator-session-repository.ts';

/** A console session ends 30 minutes after its last use and 12 hours after sign-in (docs/product/console.md). */
export const CONSOLE_IDLE_MINUTES = 30;
export const CONSOLE_ABSOLUTE_HOURS = 12;
// Touch last_used_at at most once a minute: the idle limit is measured in minutes.
const TOUCH_EVERY_MS = 60 * 1000;

export interface ConsoleOperator {
  id: number;
  name: string;
  roles: string[];
}

/**
 * A console token: `op_` and 256 random bits as hex. Its own form, so an app token is no console token even before a
 * lookup, and a console token is never one of the app's (those are 64 bare hex characters). Stored only as SHA-256.
 */
export const newConsoleToken = () => `op_${randomBytes(32).toString('hex')}`;
const CONSOLE_TOKEN_FORM = /^op_[0-9a-f]{64}$/;
export const hashConsoleToken = (token: string) => createHash('sha256').update(token).digest();

/** The console token of a request: the `Authorization: Bearer` header only (never the query, never a cookie). */
export function consoleTokenFromHeader(authorization: string | undefined): string | undefined {
  const m = authorization?.match(/^Bearer\s+(\S+)$/i);
  return m?.[1];
}

/**
 * The operator behind a console token, or null for a missing, junk, revoked, idle or expired session, or one of a
 * disabled operator. Never cached: disabling an operator or ending a session takes effect on the next request.
 */
export async function resolveOperator(db: Kysely<DB>, token: string | undefined): Promise<ConsoleOperator | null> {
  if (!token || !CONSOLE_TOKEN_FORM.test(token)) return null;
  const hash = hashConsoleToken(token);
  const row = await findLiveOperatorSession(db, hash, {
    idleMinutes: CONSOLE_IDLE_MINUTES,
    absoluteHours: CONSOLE_ABSOLUTE_HOURS,
  });
  if (!row) return null;
  if (Date.now() - new Date(row.last_used_at).getTime() > TOUCH_EVERY_MS) {
    await touchOperatorSession(db, hash);
  }
  return { id: row.id, name: row.name, roles: row.roles };
}
