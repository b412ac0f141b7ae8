import { sql, type Kysely, type Selectable } from 'kysely';
import type { OperatorsTable } from '../../platform/db/schema.ts';
import type { DB } from '../../platform/db/schema.ts';

export type OperatorRow = Selectable<OperatorsTable>;

/** Failed sign-ins in a row that lock an operator out, and for how long (docs/product/console.md). */
export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MINUTES = 15;

export interface NewOperator {
  name: string;
  passwordHash: string;
  totpSecret: string;
  roles: string[];
}

/** The new operator, or undefined when the name is taken. */
export async function insertOperator(db: Kysely<DB>, o: NewOperator): Promise<OperatorRow | undefined> {
  return db
    .insertInto('operators')
    .values({ name: o.name, password_hash: o.passwordHash, totp_secret: o.totpSecret, roles: o.roles })
    .onConflict((c) => c.column('name').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function findOperatorByName(db: Kysely<DB>, name: string) {
  return db
    .selectFrom('operators')
    .selectAll()
    .select(sql<boolean>`coalesce(locked_until > now(), false)`.as('locked'))
    .where('name', '=', name)
    .executeTakeFirst();
}

export async function findOperatorById(db: Kysely<DB>, id: number): Promise<OperatorRow | undefined> {
  return db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every operator, oldest first (a console has tens, not thousands). */
export async function listOperators(db: Kysely<DB>): Promise<OperatorRow[]> {
  return db.selectFrom('operators').selectAll().orderBy('id').execute();
}

/**
 * Counts one failed sign-in in one statement (concurrent failures each count); the fifth in a row locks the operator
 * for 15 minutes and starts the count again. True when the operator is now locked.
 */
export async function recordFailure(db: Kysely<DB>, id: number): Promise<boolean> {
  const row = await db
    .updateTable('operators')
    .set({
      failed_count: sql<number>`case when failed_count + 1 >= ${LOCK_AFTER_FAILURES} then 0 else failed_count + 1 end`,
      locked_until: sql<Date>`case when failed_count + 1 >= ${LOCK_AFTER_FAILURES}
        then now() + make_interval(mins => ${LOCK_MINUTES}) else locked_until end`,
    })
    .where('id', '=', id)
    .returning(sql<boolean>`coalesce(locked_until > now(), false)`.as('locked'))
    .executeTakeFirst();
  return row?.locked ?? false;
}

export async function clearFailures(db: Kysely<DB>, id: number): Promise<void> {
  await db.updateTable('operators').set({ failed_count: 0, locked_until: null }).where('id', '=', id).execute();
}

/**
 * Takes a TOTP time step for a sign-in: succeeds only when it is later than every step used before, in one statement,
 * so the same code twice (even two requests at once) signs in once.
 */
export async function claimTotpStep(db: Kysely<DB>, id: number, step: number): Promise<boolean> {
  const row = await db
    .updateTable('operators')
    .set({ totp_last_step: step })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function setRoles(db: Kysely<DB>, id: number, roles: string[]): Promise<OperatorRow | undefined> {
  return db.updateTable('operators').set({ roles }).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function disableOperator(db: Kysely<DB>, id: number): Promise<OperatorRow | undefined> {
  return db
    .updateTable('operators')
    .set({ disabled_at: sql<Date>`coalesce(disabled_at, now())` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** A new secret; the steps of the old one no longer matter. */
export async function setTotpSecret(db: Kysely<DB>, id: number, secret: string): Promise<OperatorRow | undefined> {
  return db
    .updateTable('operators')
    .set({ totp_secret: secret, totp_last_step: null })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Locks an operator's row for the rest of the transaction (two admins editing the same operator). */
export async function lockOperator(db: Kysely<DB>, id: number): Promise<OperatorRow | undefined> {
  return db.selectFrom('operators').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Names of active operators without two-factor: production refuses to start while there are any. */
export async function activeWithoutTwoFactor(db: Kysely<DB>): Promise<string[]> {
  const rows = await db
    .selectFrom('operators')
    .select('name')
    .where('disabled_at', 'is', null)
    .where((eb) => eb.or([eb('totp_secret', 'is', null), eb('totp_secret', '=', '')]))
    .orderBy('id')
    .execute();
  return rows.map((r) => r.name);
}

export async function insertSession(db: Kysely<DB>, tokenHash: Uint8Array, operatorId: number, ip: string) {
  await db.insertInto('operator_sessions').values({ token_hash: tokenHash, operator_id: operatorId, ip }).execute();
}

export async function revokeSession(db: Kysely<DB>, tokenHash: Uint8Array): Promise<void> {
  await db
    .updateTable('operator_sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeOperatorSessions(db: Kysely<DB>, operatorId: number): Promise<void> {
  await db
    .updateTable('operator_sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('operator_id', '=', operatorId)
    .where('revoked_at', 'is', null)
    .execute();
}
