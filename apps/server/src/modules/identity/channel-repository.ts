import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

export interface ChannelInfo {
  source: string;
  key: string;
  channelId: string;
}

/** A row of the channel table (editable data, loaded from reference data) by its `source`. */
export async function findChannelBySource(db: Kysely<DB>, source: string): Promise<ChannelInfo | undefined> {
  const row = await db
    .selectFrom('channels')
    .select(['source', 'key', 'channel_id'])
    .where('source', '=', source)
    .executeTakeFirst();
  return row ? { source: row.source, key: row.key, channelId: row.channel_id } : undefined;
}

export async function findChannelByChannelId(db: Kysely<DB>, channelId: string): Promise<ChannelInfo | undefined> {
  const row = await db
    .selectFrom('channels')
    .select(['source', 'key', 'channel_id'])
    .where('channel_id', '=', channelId)
    .orderBy('source')
    .executeTakeFirst();
  return row ? { source: row.source, key: row.key, channelId: row.channel_id } : undefined;
}

/** A channel row with its show_* columns (null: the store id's default), by source, else by store id. */
export async function findChannelConfig(db: Kysely<DB>, by: { source: string } | { storeId: string }) {
  let q = db
    .selectFrom('channels')
    .select([
      'source',
      'key',
      'name',
      'store_id',
      'channel_id',
      'show_follow',
      'show_release',
      'show_circle',
      'show_card',
      'show_collect',
      'show_inlet',
    ]);
  q = 'source' in by ? q.where('source', '=', by.source) : q.where('store_id', '=', by.storeId).orderBy('source');
  return q.executeTakeFirst();
}
