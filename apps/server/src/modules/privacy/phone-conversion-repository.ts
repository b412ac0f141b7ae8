import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

// Rows written before phone numbers were encrypted (migration 0016 moved them to *_clear columns).

const BATCH = 500;

export function usersInClear(db: Kysely<DB>) {
  return db
    .selectFrom('users')
    .select(['id', 'country_code', 'mobile_clear'])
    .where('mobile_clear', 'is not', null)
    .orderBy('id')
    .limit(BATCH)
    .execute();
}

/** Seals one user's number; the clear column is emptied by the same statement. */
export async function convertUser(db: Kysely<DB>, id: number, sealed: string, hash: Buffer): Promise<void> {
  await db
    .updateTable('users')
    .set({ mobile_enc: sealed, mobile_hash: hash, mobile_clear: null })
    .where('id', '=', id)
    .where('mobile_clear', 'is not', null)
    .execute();
}

/** Two old rows with one number cannot both hold its hash: the later one loses its number (and says so). */
export async function dropUserNumber(db: Kysely<DB>, id: number): Promise<void> {
  await db.updateTable('users').set({ mobile_clear: null }).where('id', '=', id).execute();
}

export function contactsInClear(db: Kysely<DB>) {
  return db
    .selectFrom('publisher_contacts')
    .select(['user_id', 'mobile_clear'])
    .where('mobile_clear', '<>', '')
    .limit(BATCH)
    .execute();
}

export async function convertContact(db: Kysely<DB>, userId: number, sealed: string): Promise<void> {
  await db
    .updateTable('publisher_contacts')
    .set({ mobile_enc: sealed, mobile_clear: '' })
    .where('user_id', '=', userId)
    .execute();
}

export function invitationsInClear(db: Kysely<DB>) {
  return db
    .selectFrom('activity_invitations')
    .select(['activity_id', 'mobile_clear'])
    .where('mobile_clear', 'is not', null)
    .limit(BATCH)
    .execute();
}

export async function convertInvitation(
  db: Kysely<DB>,
  activityId: number,
  mobile: string,
  hash: Buffer,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // The same number imported twice before the change: one row is enough.
    const taken = await trx
      .selectFrom('activity_invitations')
      .select('activity_id')
      .where('activity_id', '=', activityId)
      .where('mobile_hash', '=', hash)
      .executeTakeFirst();
    if (taken) {
      await trx
        .deleteFrom('activity_invitations')
        .where('activity_id', '=', activityId)
        .where('mobile_clear', '=', mobile)
        .execute();
      return;
    }
    await trx
      .updateTable('activity_invitations')
      .set({ mobile_hash: hash, mobile_clear: null })
      .where('activity_id', '=', activityId)
      .where('mobile_clear', '=', mobile)
      .execute();
  });
}
