import type { AppContext } from '../platform/context.ts';
import { GROWTH_TASKS as TASKS, SIGN_IN_CYCLE as CYCLE } from './data/growth.ts';
import { countGrowthRows, insertMysteryAwards, insertSignDay, insertTasks } from './growth-seed-repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The growth centre's demo: tasks of each kind and a sign-in cycle with mystery awards, while its tables are empty. */
export async function loadGrowthDemo(ctx: AppContext, say: (line: string) => void): Promise<void> {
  if ((await countGrowthRows(ctx.db)) > 0) return;
  const now = Date.now();
  await ctx.db.transaction().execute(async (trx) => {
    for (const [i, day] of CYCLE.entries()) {
      const configId = await insertSignDay(trx, {
        day_no: i + 1,
        describe: day.describe,
        reward_coin: day.coin,
        reward_exp: day.exp,
        is_remind: i === CYCLE.length - 1,
      });
      await insertMysteryAwards(
        trx,
        (day.awards ?? []).map((a, j) => ({
          sign_config_id: configId,
          reward_name: a.name,
          reward_id: `mystery-${i + 1}-${j + 1}`,
          probability: a.probability,
          reward_type: a.type,
          reward_quantity: a.quantity,
        })),
      );
    }
    await insertTasks(
      trx,
      TASKS.map((t, sort) => ({
        kind: t.kind,
        event: t.event,
        title: t.title,
        description: t.description,
        target: t.target,
        reward_coin: t.coin,
        reward_exp: t.exp,
        link: t.link,
        starts_at: t.kind === 'special' ? new Date(now - DAY_MS) : null,
        ends_at: t.kind === 'special' ? new Date(now + 30 * DAY_MS) : null,
        sort,
        is_demo: true,
      })),
    );
  });
  say(`demo content: ${TASKS.length} growth tasks, a ${CYCLE.length}-day sign-in cycle with mystery awards`);
}
