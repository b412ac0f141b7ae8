import { randomBytes, randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { createSession } from '../src/platform/auth/tokens.ts';
import type { DB } from '../src/platform/db/schema.ts';

export interface HardenUser {
  userId: number;
  userCode: string;
  token: string;
  /** A full mobile number: no other user's answer may ever carry it unmasked. */
  mobile: string;
}

/** Users with a mobile number and a live session, written straight into the database. */
export async function makeUsers(db: Kysely<DB>, count: number, label = 'harden'): Promise<HardenUser[]> {
  const users: HardenUser[] = [];
  for (let i = 0; i < count; i++) {
    const code = `h${randomBytes(5).toString('hex')}`;
    const mobile = `139${String(randomInt(0, 1e8)).padStart(8, '0')}`;
    const row = await db
      .insertInto('users')
      .values({
        user_code: code,
        nickname: `${label}${i + 1}`,
        open_id: `o-${code}`,
        mobile_clear: mobile,
        country_code: '86',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    users.push({ userId: row.id, userCode: code, token: await createSession(db, row.id), mobile });
  }
  return users;
}

/** Tables whose ids the fuzzer's id-like fields draw from, when they exist. */
const ID_SOURCES: [table: string, column: string][] = [
  ['contents', 'id'],
  ['comments', 'id'],
  ['users', 'id'],
  ['users', 'user_code'],
  ['topics', 'id'],
  ['clubs', 'id'],
  ['media_files', 'id'],
  ['activities', 'id'],
  ['activity_enrolments', 'id'],
  ['activity_enrolments', 'code'],
  ['pois', 'id'],
  ['destinations', 'id'],
  ['products', 'id'],
  ['product_skus', 'id'],
  ['coupons', 'id'],
];

export async function collectIds(db: Kysely<DB>, perTable = 20): Promise<(number | string)[]> {
  const ids: (number | string)[] = [];
  for (const [table, column] of ID_SOURCES) {
    const present = await sql<{ ok: boolean }>`select to_regclass(${`public.${table}`}) is not null as ok`.execute(db);
    if (!present.rows[0]?.ok) continue;
    try {
      const r = await sql<{ v: number | string }>`select ${sql.ref(column)} as v from ${sql.table(table)}
        order by random() limit ${perTable}`.execute(db);
      for (const row of r.rows) ids.push(typeof row.v === 'string' && /^\d+$/.test(row.v) ? Number(row.v) : row.v);
    } catch {
      // a column another module renamed: its ids are simply not drawn from
    }
  }
  return ids;
}
