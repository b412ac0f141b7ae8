import type { Kysely, Transaction } from 'kysely';
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

/** The key of the first channel row (by source) naming a store id. */
export async function findChannelKeyOfStore(db: Kysely<DB>, storeId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('channels')
    .select('key')
    .where('store_id', '=', storeId)
    .orderBy('source')
    .limit(1)
    .executeTakeFirst();
  return row?.key;
}

/** The store id of the first channel row (by source) with a channel key. */
export async function findStoreOfChannelKey(db: Kysely<DB>, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('channels')
    .select('store_id')
    .where('key', '=', key)
    .orderBy('source')
    .limit(1)
    .executeTakeFirst();
  return row?.store_id;
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

// The console's reads and edits of channels (docs/product/console-content.md).
type Db = Kysely<DB> | Transaction<DB>;

const CHANNEL_COLUMNS = [
  'source',
  'key',
  'name',
  'store_id',
  'merchant_id',
  'channel_id',
  'show_follow',
  'show_release',
  'show_circle',
  'show_card',
  'show_collect',
  'show_inlet',
] as const;

export const findChannelsForConsole = (db: Db) =>
  db.selectFrom('channels').select(CHANNEL_COLUMNS).orderBy('source').execute();

export const lockChannel = (db: Db, source: string) =>
  db.selectFrom('channels').select(CHANNEL_COLUMNS).where('source', '=', source).forUpdate().executeTakeFirst();

export interface ChannelChange {
  store_id?: string;
  merchant_id?: string;
  channel_id?: string;
  show_follow?: boolean | null;
  show_release?: boolean | null;
  show_circle?: boolean | null;
  show_card?: boolean | null;
  show_collect?: boolean | null;
  show_inlet?: boolean | null;
}

export async function updateChannel(db: Db, source: string, change: ChannelChange) {
  if (Object.keys(change).length === 0) return lockChannel(db, source);
  return db
    .updateTable('channels')
    .set(change)
    .where('source', '=', source)
    .returning(CHANNEL_COLUMNS)
    .executeTakeFirst();
}
