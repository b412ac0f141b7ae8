import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

export interface MysteryAward {
  id: number;
  rewardName: string;
  rewardId: string;
  probability: number;
  rewardType: 'coin' | 'exp';
  rewardQuantity: number;
}

export interface SignConfig {
  id: number;
  group_id: number;
  day_no: number;
  describe: string;
  event_code: string;
  grant_type: number;
  reward_coin: number;
  reward_exp: number;
  icon_url: string;
  is_remind: boolean;
  awards: MysteryAward[];
}

/** The sign-in cycle (group 1), day by day, each with its mystery awards: one query. */
export async function findSignCycle(db: Db): Promise<SignConfig[]> {
  const r = await sql<SignConfig>`
    select c.id, c.group_id, c.day_no, c.describe, c.event_code, c.grant_type, c.reward_coin, c.reward_exp,
      c.icon_url, c.is_remind,
      coalesce((select json_agg(json_build_object(
          'id', a.id, 'rewardName', a.reward_name, 'rewardId', a.reward_id,
          'probability', a.probability::float8, 'rewardType', a.reward_type, 'rewardQuantity', a.reward_quantity)
        order by a.id)
        from sign_mystery_awards a where a.sign_config_id = c.id), '[]'::json) as awards
    from sign_configs c
    where c.group_id = 1
    order by c.day_no`.execute(db);
  return r.rows.map((c) => ({
    ...c,
    id: Number(c.id),
    awards: (typeof c.awards === 'string' ? JSON.parse(c.awards) : c.awards).map((a: MysteryAward) => ({
      ...a,
      id: Number(a.id),
      probability: Number(a.probability),
    })),
  }));
}

/** The user's most recent sign-in on or after `since` (YYYY-MM-DD). */
export async function findLastSignIn(db: Db, userId: number, since: string) {
  return db
    .selectFrom('sign_ins')
    .select([sql<string>`sign_date::text`.as('date'), 'streak'])
    .where('user_id', '=', userId)
    .where('sign_date', '>=', since)
    .orderBy('sign_date', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Records today's sign-in; false when the user already signed in today (the primary key decides, concurrently too). */
export async function insertSignIn(
  trx: Transaction<DB>,
  row: { userId: number; date: string; configId: number; streak: number; awardId: number | null },
): Promise<boolean> {
  const inserted = await trx
    .insertInto('sign_ins')
    .values({
      user_id: row.userId,
      sign_date: row.date,
      sign_config_id: row.configId,
      streak: row.streak,
      award_id: row.awardId,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return inserted !== undefined;
}
