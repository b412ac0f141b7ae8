import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

// The operator_sessions table's SQL as the console's requests read it (operator-sessions.ts keeps the rules).

/** A live console session's operator: not revoked, operator not disabled, within the idle and absolute limits. */
export async function findLiveOperatorSession(
  db: Kysely<DB>,
  tokenHash: Buffer,
  limits: { idleMinutes: number; absoluteHours: number },
) {
  return db
    .selectFrom('operator_sessions as s')
    .innerJoin('operators as o', 'o.id', 's.operator_id')
    .select(['o.id', 'o.name', 'o.roles', 's.last_used_at'])
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('o.disabled_at', 'is', null)
    .where('s.last_used_at', '>', sql<Date>`now() - make_interval(mins => ${limits.idleMinutes})`)
    .where('s.created_at', '>', sql<Date>`now() - make_interval(hours => ${limits.absoluteHours})`)
    .executeTakeFirst();
}

export async function touchOperatorSession(db: Kysely<DB>, tokenHash: Buffer) {
  await db
    .updateTable('operator_sessions')
    .set({ last_used_at: sql<Date>`now()` })
    .where('token_hash', '=', tokenHash)
    .execute();
}
