import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

export interface CallingCodeRow {
  iso2: string;
  name: string;
  nameEn: string;
  code: string;
  firstLetter: string;
  pinyin: string;
}

/** Every country with its calling code: China first, then by the A-Z index of the Chinese name's pinyin. */
export async function listCallingCodes(db: Kysely<DB>): Promise<CallingCodeRow[]> {
  return db
    .selectFrom('countries')
    .select([
      'iso2',
      'name_zh as name',
      'name_en as nameEn',
      'calling_code as code',
      'first_letter as firstLetter',
      'pinyin',
    ])
    .orderBy(sql`iso2 = 'CN'`, 'desc')
    .orderBy('first_letter')
    .orderBy('pinyin')
    .execute();
}
