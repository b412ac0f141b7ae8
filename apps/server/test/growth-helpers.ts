import { sql } from 'kysely';
import { loadGrowthDemo } from '../src/seed/growth-seed.ts';
import type { TestApp } from './support/test-app.ts';

// Shared by the growth tests: the demo's tasks and sign-in cycle, and the ledger read straight from the tables.

export const GROWTH = {
  growInfo: '/api/service/community/v1/grow/info',
  daily: '/api/service/v1/mission/task/queryEveryDataTask',
  special: '/api/service/v1/mission/task/querySpecialTask',
  weal: '/api/service/v1/mission/task/queryWealTask',
  receive: '/api/service/v1/mission/task/receiveReward',
  querySign: '/api/service/v1/mission/sign/querySign',
  userSign: '/api/service/v1/mission/sign/userSign',
  expire: '/api/service/member/v1/expireRewardQuery',
  coins: '/api/service/user/v1/getUserTripCoins',
} as const;

export const seedGrowth = (t: TestApp) => loadGrowthDemo(t.ctx, () => {});

export async function taskId(t: TestApp, kind: string, title: string): Promise<string> {
  const row = await t.ctx.db
    .selectFrom('tasks')
    .select('id')
    .where('kind', '=', kind as 'daily')
    .where('title', '=', title)
    .executeTakeFirstOrThrow();
  return String(row.id);
}

/** The user's side of the ledger summed, the account row, and the whole ledger's sum (zero: double entry). */
export async function ledgerOf(t: TestApp, userId: number) {
  const r = await sql<{ entries: number; account: number; all: number; unbalanced: number }>`
    select
      (select coalesce(sum(amount), 0)::int from points_entries where user_id = ${userId} and unit = 'coin') as entries,
      (select coalesce(max(coin), 0)::int from points_accounts where user_id = ${userId}) as account,
      (select coalesce(sum(amount), 0)::int from points_entries) as all,
      (select count(*)::int from (select txn_id from points_entries group by txn_id having sum(amount) <> 0) x)
        as unbalanced`.execute(t.ctx.db);
  return r.rows[0]!;
}

export async function publish(t: TestApp, token: string, text = '今天去了西湖，风景很好') {
  const answer = await t.post('/api/service/content/v1/pvt/publish', { type: 'dynamic', text }, { token });
  if (answer.json.code !== 0) throw new Error(`publish refused: ${answer.json.msg}`);
  return Number((answer.json.body as { id: string }).id);
}
