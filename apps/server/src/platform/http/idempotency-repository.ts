import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

// The SQL of idempotent creates (idempotency.ts). Times are the database's, so every instance reads one clock.

/** How long a key's answer is kept. */
export const KEY_TTL_SECONDS = 24 * 60 * 60;
/**
 * A first request still 'running' after this is taken for dead (its process stopped mid-request): the key is free
 * again. Longer than any request may take (the server drops a request after 60 s).
 */
export const STALE_RUNNING_SECONDS = 5 * 60;

/** A row past its 24 hours, or a first request that died at work. */
const goneSql = () =>
  sql<boolean>`(created_at < now() - make_interval(secs => ${KEY_TTL_SECONDS})
    or (state = 'running' and created_at < now() - make_interval(secs => ${STALE_RUNNING_SECONDS})))`;

export type KeyRow =
  | { kind: 'claimed' }
  | { kind: 'running'; fingerprint: string }
  | { kind: 'done'; fingerprint: string; answer: unknown };

/**
 * Claims (user, key) for a first request, or reads what holds it. An expired row, or a running one whose request
 * died, is removed and the claim tried again.
 */
export async function claimKey(db: Kysely<DB>, userId: number, key: string, fingerprint: string): Promise<KeyRow> {
  for (;;) {
    const inserted = await db
      .insertInto('idempotency_keys')
      .values({ user_id: userId, idem_key: key, fingerprint })
      .onConflict((oc) => oc.doNothing())
      .returning('user_id')
      .executeTakeFirst();
    if (inserted) return { kind: 'claimed' };
    const row = await db
      .selectFrom('idempotency_keys')
      .select(['fingerprint', 'state', 'answer', goneSql().as('gone')])
      .where('user_id', '=', userId)
      .where('idem_key', '=', key)
      .executeTakeFirst();
    // Released between the insert and the read: claim again.
    if (!row) continue;
    if (row.gone) {
      // Only while it is still gone: another request may have replaced it meanwhile.
      await db
        .deleteFrom('idempotency_keys')
        .where('user_id', '=', userId)
        .where('idem_key', '=', key)
        .where(goneSql())
        .execute();
      continue;
    }
    if (row.state === 'running') return { kind: 'running', fingerprint: row.fingerprint };
    return { kind: 'done', fingerprint: row.fingerprint, answer: row.answer };
  }
}

/** The first request succeeded: its answer is what every later request with the key gets. */
export async function finishKey(db: Kysely<DB>, userId: number, key: string, answer: unknown) {
  await db
    .updateTable('idempotency_keys')
    .set({ state: 'done', answer: JSON.stringify(answer ?? null) })
    .where('user_id', '=', userId)
    .where('idem_key', '=', key)
    .execute();
}

/** The first request failed, so it created nothing: the key may be used again. */
export async function releaseKey(db: Kysely<DB>, userId: number, key: string) {
  await db
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', userId)
    .where('idem_key', '=', key)
    .where('state', '=', 'running')
    .execute();
}

/** Removes keys past their 24 hours. */
export async function sweepKeys(db: Kysely<DB>): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', sql<Date>`now() - make_interval(secs => ${KEY_TTL_SECONDS})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
