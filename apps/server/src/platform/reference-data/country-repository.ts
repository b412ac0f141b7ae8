import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

// The countries reference table (loaded by load-reference-data.ts): platform's, read by identity's calling codes and
// places' IP lookup.

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

/** A country's names by ISO code, from the reference table (Hong Kong, Macao and Taiwan included). */
export function countryByIso2(db: Kysely<DB>, iso2: string) {
  return db.selectFrom('countries').select(['iso2', 'name_zh', 'name_en']).where('iso2', '=', iso2).executeTakeFirst();
}
