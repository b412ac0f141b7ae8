import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

export async function insertGrant(
  db: Kysely<DB>,
  g: {
    userId: number;
    provider: 'local' | 's3';
    keyPrefix: string;
    kind: 'image' | 'video';
    mediaId: number | null;
    expiresAt: Date;
  },
): Promise<number> {
  const row = await db
    .insertInto('upload_grants')
    .values({
      user_id: g.userId,
      provider: g.provider,
      key_prefix: g.keyPrefix,
      kind: g.kind,
      media_id: g.mediaId,
      expires_at: g.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findGrant(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('upload_grants')
    .select(['id', 'user_id', 'provider', 'key_prefix', 'kind', 'media_id', 'expires_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The user's grant whose prefix starts the key (an object uploaded straight to S3 under it). */
export async function findGrantForKey(db: Kysely<DB>, userId: number, key: string) {
  return db
    .selectFrom('upload_grants')
    .select(['id', 'kind', 'key_prefix', 'media_id'])
    .where('user_id', '=', userId)
    .where('provider', '=', 's3')
    .where(sql<boolean>`starts_with(${key}, key_prefix)`)
    .executeTakeFirst();
}
