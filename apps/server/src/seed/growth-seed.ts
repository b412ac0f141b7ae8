import { sql } from 'kysely';
import type { AppContext } from '../platform/context.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Seven days, coins rising towards the seventh; days 3 and 7 hold mystery awards. */
const CYCLE = [
  { describe: '第1天', coin: 5, exp: 10 },
  { describe: '第2天', coin: 5, exp: 10 },
  {
    describe: '第3天',
    coin: 10,
    exp: 10,
    awards: [
      { name: '神秘无忧币×20', type: 'coin', quantity: 20, probability: 30 },
      { name: '成长值×50', type: 'exp', quantity: 50, probability: 20 },
    ],
  },
  { describe: '第4天', coin: 10, exp: 15 },
  { describe: '第5天', coin: 15, exp: 15 },
  { describe: '第6天', coin: 15, exp: 20 },
  {
    describe: '第7天',
    coin: 30,
    exp: 30,
    awards: [
      { name: '神秘大礼包·无忧币×100', type: 'coin', quantity: 100, probability: 10 },
      { name: '无忧币×50', type: 'coin', quantity: 50, probability: 40 },
    ],
  },
] as const;

type Event = 'publish_dynamic' | 'comment' | 'like' | 'follow' | 'enrol_activity' | 'sign_in';
const TASKS: {
  kind: 'daily' | 'special' | 'weal';
  event: Event;
  title: string;
  description: string;
  target: number;
  coin: number;
  exp: number;
  link: string;
}[] = [
  {
    kind: 'daily',
    event: 'sign_in',
    title: '每日签到',
    description: '在成长中心签到一次',
    target: 1,
    coin: 2,
    exp: 5,
    link: '/growth/center',
  },
  {
    kind: 'daily',
    event: 'publish_dynamic',
    title: '发布一条动态',
    description: '分享一段旅途见闻',
    target: 1,
    coin: 10,
    exp: 20,
    link: '/releaseDynamic',
  },
  {
    kind: 'daily',
    event: 'comment',
    title: '评论3次',
    description: '给旅友的动态留言',
    target: 3,
    coin: 6,
    exp: 10,
    link: '/speakTopic',
  },
  {
    kind: 'daily',
    event: 'like',
    title: '点赞5次',
    description: '为喜欢的内容点赞',
    target: 5,
    coin: 5,
    exp: 5,
    link: '/speakTopic',
  },
  {
    kind: 'daily',
    event: 'follow',
    title: '关注1位旅友',
    description: '关注一位感兴趣的作者',
    target: 1,
    coin: 3,
    exp: 5,
    link: '/speakTopic',
  },
  {
    kind: 'special',
    event: 'enrol_activity',
    title: '报名参加一场活动',
    description: '活动广场任选一场报名',
    target: 1,
    coin: 50,
    exp: 60,
    link: '/activitySquare',
  },
  {
    kind: 'special',
    event: 'publish_dynamic',
    title: '本月发布5条动态',
    description: '坚持记录旅行',
    target: 5,
    coin: 80,
    exp: 100,
    link: '/releaseDynamic',
  },
  {
    kind: 'weal',
    event: 'publish_dynamic',
    title: '首次发布动态',
    description: '发布你的第一条动态',
    target: 1,
    coin: 30,
    exp: 50,
    link: '/releaseDynamic',
  },
  {
    kind: 'weal',
    event: 'follow',
    title: '首次关注旅友',
    description: '关注第一位旅友',
    target: 1,
    coin: 10,
    exp: 20,
    link: '/speakTopic',
  },
  {
    kind: 'weal',
    event: 'comment',
    title: '首次评论',
    description: '写下第一条评论',
    target: 1,
    coin: 10,
    exp: 20,
    link: '/speakTopic',
  },
];

/** The growth centre's demo: tasks of each kind and a sign-in cycle with mystery awards, while its tables are empty. */
export async function loadGrowthDemo(ctx: AppContext, say: (line: string) => void): Promise<void> {
  const present = await sql<{
    n: number;
  }>`select (select count(*) from sign_configs) + (select count(*) from tasks) as n`.execute(ctx.db);
  if (Number(present.rows[0]?.n) > 0) return;
  const now = Date.now();
  await ctx.db.transaction().execute(async (trx) => {
    for (const [i, day] of CYCLE.entries()) {
      const config = await trx
        .insertInto('sign_configs')
        .values({
          day_no: i + 1,
          describe: day.describe,
          reward_coin: day.coin,
          reward_exp: day.exp,
          is_remind: i === CYCLE.length - 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const awards = 'awards' in day ? day.awards : [];
      if (awards.length) {
        await trx
          .insertInto('sign_mystery_awards')
          .values(
            awards.map((a, j) => ({
              sign_config_id: config.id,
              reward_name: a.name,
              reward_id: `mystery-${i + 1}-${j + 1}`,
              probability: a.probability,
              reward_type: a.type,
              reward_quantity: a.quantity,
            })),
          )
          .execute();
      }
    }
    await trx
      .insertInto('tasks')
      .values(
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
      )
      .execute();
  });
  say(`demo content: ${TASKS.length} growth tasks, a ${CYCLE.length}-day sign-in cycle with mystery awards`);
}
