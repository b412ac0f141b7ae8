import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.ts';

// The media area's demo rows: the drawn pictures' files, so a demo picture is a media file like an uploaded one.

export interface DemoImageFile {
  public_id: string;
  storage_key: string;
  bytes: number;
  width: number;
  height: number;
  average_color: string;
}

export async function insertDemoImageFile(db: Kysely<DB>, file: DemoImageFile): Promise<void> {
  await db
    .insertInto('media_files')
    .values({ ...file, kind: 'image', mime: 'image/jpeg', is_demo: true })
    .execute();
}
