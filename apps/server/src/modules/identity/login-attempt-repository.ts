import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { LIMITS } from './identity-limits.ts';
import type { KeyedPhone } from './sms-repository.ts';

/** Seconds to wait before this address may try to log in again, 0 if it may now (100 per hour). */
export async function ipLoginWait(db: Kysely<DB>, ip: string): Promise<number> {
  const row = await db
    .selectFrom('login_attempts')
    .select([
      sql<number>`count(*)`.as('tried'),
      sql<number>`coalesce(ceil(extract(epoch from min(created_at) + interval '1 hour' - now())), 0)::int`.as('wait'),
    ])
    .where('ip', '=', ip)
    .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
    .executeTakeFirstOrThrow();
  return row.tried >= LIMITS.loginIpPerHour ? Math.max(1, row.wait) : 0;
}

export async function recordAttempt(
  db: Kysely<DB>,
  a: KeyedPhone & { kind: 'password' | 'code'; ip: string; ok: boolean },
): Promise<number> {
  const row = await db
    .insertInto('login_attempts')
    .values({ kind: a.kind, ip: a.ip, country_code: a.countryCode, mobile_hash: a.hash, ok: a.ok })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function markAttemptOk(db: Kysely<DB>, id: number): Promise<void> {
  await db.updateTable('login_attempts').set({ ok: true }).where('id', '=', id).execute();
}

/** Serialises password attempts on one phone for the rest of the transaction. */
export async function lockPasswordPhone(db: Kysely<DB>, phone: KeyedPhone): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`pw:${phone.hash.toString('hex')}`}, 0))`.execute(db);
}

/** Seconds left on this phone's password lock, 0 when unlocked. */
export async function passwordLockWait(db: Kysely<DB>, phone: KeyedPhone): Promise<number> {
  const row = await db
    .selectFrom('password_locks')
    .select(sql<number>`ceil(extract(epoch from locked_until - now()))::int`.as('wait'))
    .where('mobile_hash', '=', phone.hash)
    .executeTakeFirst();
  return Math.max(0, row?.wait ?? 0);
}

/** Failed (or still running) password attempts in the last hour, counting only those after the last lock ended. */
export async function countPasswordFailures(db: Kysely<DB>, phone: KeyedPhone): Promise<number> {
  const row = await db
    .selectFrom('login_attempts as a')
    .leftJoin('password_locks as l', (j) => j.onRef('l.mobile_hash', '=', 'a.mobile_hash'))
    .select(sql<number>`count(*)`.as('failed'))
    .where('a.kind', '=', 'password')
    .where('a.ok', '=', false)
    .where('a.mobile_hash', '=', phone.hash)
    .where(
      'a.created_at',
      '>',
      sql<Date>`greatest(now() - interval '1 hour', coalesce(l.locked_until, '-infinity'::timestamptz))`,
    )
    .executeTakeFirstOrThrow();
  return row.failed;
}

export async function lockPassword(db: Kysely<DB>, phone: KeyedPhone): Promise<void> {
  const until = sql<Date>`now() + make_interval(secs => ${LIMITS.passwordLockSeconds})`;
  await db
    .insertInto('password_locks')
    .values({ country_code: phone.countryCode, mobile_hash: phone.hash, locked_until: until })
    .onConflict((oc) => oc.column('mobile_hash').doUpdateSet({ locked_until: until }))
    .execute();
}
