import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

export async function insertTrackEvent(db: Kysely<DB>, row: Insertable<DB['track_events']>): Promise<void> {
  await db.insertInto('track_events').values(row).execute();
}

export async function insertErrorReport(db: Kysely<DB>, row: Insertable<DB['error_reports']>): Promise<void> {
  await db.insertInto('error_reports').values(row).execute();
}
