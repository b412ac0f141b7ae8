import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { SessionCache, SessionUser } from './session-cache.ts';
import {
  findLiveSession,
  insertSession,
  revokeSessionRow,
  revokeUserSessionRows,
  touchSession,
} from './session-repository.ts';

export type { SessionUser } from './session-cache.ts';

/** Sessions expire after 30 days unused (docs/product/api-conventions.md). */
export const SESSION_IDLE_DAYS = 30;
// Touch last_used_at at most hourly so a busy reader does not write on every request.
const TOUCH_EVERY_MS = 60 * 60 * 1000;

/** What resolving and revoking a session needs: the database, and the cache of sessions resolved lately. */
export interface SessionStore {
  db: Kysely<DB>;
  sessions: SessionCache;
}

/** docs/product/api-conventions.md: an opaque random 256-bit value as 64 lowercase hex characters (the brand's clients accept
 * nothing else); stored only as its SHA-256. Tickets and captcha tokens use the same form. */
export const newToken = () => randomBytes(32).toString('hex');
const TOKEN_FORM = /^[0-9a-f]{64}$/;
export const hashToken = (token: string) => createHash('sha256').update(token).digest();

export async function createSession(db: Kysely<DB>, userId: number, channel = ''): Promise<string> {
  const token = newToken();
  await insertSession(db, hashToken(token), userId, channel);
  return token;
}

export async function revokeSession({ db, sessions }: SessionStore, token: string): Promise<void> {
  await revokeSessionRow(db, hashToken(token));
  await sessions.invalidate();
}

/** Signs a user out everywhere (a password reset). */
export async function revokeUserSessions({ db, sessions }: SessionStore, userId: number): Promise<void> {
  await revokeUserSessionRows(db, userId);
  await sessions.invalidate();
}

/** The user behind a token, or null for a missing, junk, revoked or expired one. */
export async function resolveSession(
  { db, sessions }: SessionStore,
  token: string | undefined,
): Promise<SessionUser | null> {
  // Anything else is no session (tokens issued in an older form simply end), and costs no query.
  if (!token || !TOKEN_FORM.test(token)) return null;
  const hash = hashToken(token);
  const key = hash.toString('hex');
  const generation = await sessions.generation();
  const known = sessions.get(key, generation);
  if (known) return known;
  const row = await findLiveSession(db, hash, SESSION_IDLE_DAYS);
  if (!row) return null;
  if (Date.now() - new Date(row.last_used_at).getTime() > TOUCH_EVERY_MS) {
    await touchSession(db, hash);
  }
  const user = { id: row.id, userCode: row.user_code };
  sessions.set(key, generation, user);
  return user;
}

/** docs/product/api-conventions.md: `token` inside the native app, `h_token` outside it; Bearer is accepted too. */
export function tokenFromRequest(query: unknown, authorization: string | undefined): string | undefined {
  const q = (query ?? {}) as Record<string, unknown>;
  const fromQuery = [q.token, q.h_token].find((v): v is string => typeof v === 'string' && v.length > 0);
  if (fromQuery) return fromQuery;
  const m = authorization?.match(/^Bearer\s+(\S+)$/i);
  return m?.[1];
}
