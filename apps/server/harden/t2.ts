import { call, type Reply } from './client.ts';
import { detail, freshStore, say } from './env.ts';
import { reportInvariants } from './i1-c1.ts';
import { makeUsers, type HardenUser } from './seed.ts';
import { NO_LIMITS, prepareStore, startServerProcess, type Engine } from './target.ts';

// T2: tickets cost what they say, against a real server (docs/product/activity-tickets.md). 60 people with 400 无忧币
// each sign up at once for 5 seats of a 400-coin ticket; the seated cancel, each four times at once; the publisher
// raises the capacity; a newcomer arrives. Each figure is printed with its target, then C1 checks the data (every paid
// seat charged once and refunded at most once, nobody waiting while a seat is free).

const S = '/api/service/community/v1/activity';
const E = '/api/service/community/v1/activityEnroll';
const PEOPLE = 60;
const SEATS = 5;
const PRICE = 400;

type Figure = { name: string; value: number; target: number };

function report(engine: Engine, figures: Figure[]): boolean {
  let ok = true;
  for (const f of figures) {
    const hit = f.value === f.target;
    if (!hit) ok = false;
    say(`T2 ${f.name} ${engine}: ${f.value} (target ${f.target})${hit ? '' : ' MISSED'}`);
  }
  return ok;
}

const body = <T>(r: Reply) => r.body as T;

export async function runT2(engine: Engine): Promise<boolean> {
  const store = await freshStore(engine, 't2');
  try {
    const { publisher, people, broke } = await prepareStore(
      store,
      async (database) => {
        const [publisher] = await makeUsers(database.db, 1, 'publisher');
        const people = await makeUsers(database.db, PEOPLE, 'buyer');
        const [broke] = await makeUsers(database.db, 1, 'broke');
        await database.db.insertInto('activity_publishers').values({ user_id: publisher!.userId }).execute();
        const { post } = await import('../src/modules/growth/ledger-service.ts');
        const app = { db: database.db } as Parameters<typeof post>[0];
        for (const p of people)
          await post(app, {
            userId: p.userId,
            kind: 'reward',
            reason: '压测',
            eventKey: 'harden:t2',
            coin: PRICE,
            exp: 0,
          });
        await post(app, {
          userId: broke!.userId,
          kind: 'reward',
          reason: '压测',
          eventKey: 'harden:t2',
          coin: 120,
          exp: 0,
        });
        return { publisher: publisher!, people, broke: broke! };
      },
      { demo: false },
    );
    const server = startServerProcess(store, NO_LIMITS);
    let ok = true;
    try {
      const url = await server.ready;
      ok = await exercise(url, engine, publisher, people, broke);
    } finally {
      await server.stop();
    }
    return (await reportInvariants(store, 'after T2')) && ok;
  } finally {
    await store.dispose();
  }
}

async function exercise(
  url: string,
  engine: Engine,
  publisher: HardenUser,
  people: HardenUser[],
  broke: HardenUser,
): Promise<boolean> {
  const day = 24 * 3600 * 1000;
  const activity = {
    title: '压测无忧币活动',
    intro: '票价 400 无忧币',
    city: '杭州',
    address: '西湖',
    startAt: new Date(Date.now() + 10 * day).toISOString(),
    endAt: new Date(Date.now() + 10.2 * day).toISOString(),
    questions: [],
    tickets: [{ name: '无忧币票', price: PRICE, currency: 'WYB', capacity: SEATS }],
  };
  const added = await call(url, `${S}/add`, activity, { token: publisher.token });
  if (added.code !== 0) throw new Error(`publish refused: ${added.msg}`);
  const activityId = body<{ id: string }>(added).id;
  const detailOf = async () =>
    body<{ tickets: { id: string }[] }>(await call(url, '/api/community/v1/activity/findOne', { id: activityId }));
  const ticketId = (await detailOf()).tickets[0]!.id;
  const signUp = (u: HardenUser) =>
    call(url, `${E}/saveActivityEnrollInfo`, { activityId, ticketId, answers: {} }, { token: u.token });
  const coins = async (u: HardenUser) =>
    body<{ tripCoins: number }>(await call(url, '/api/service/user/v1/getUserTripCoins', {}, { token: u.token }))
      .tripCoins;

  // While seats are free, one short of coins is refused with their balance (and takes no seat).
  const short = await signUp(broke);
  const toldBalance = short.code === 1 && short.msg === `无忧币不足：需要 ${PRICE}，当前 120` ? 1 : 0;

  const answers = await Promise.all(people.map(signUp));
  const views = answers.map((a) => body<{ id: string; status: string } | null>(a));
  const seated = people.filter((_, i) => views[i]?.status === 'enrolled');
  const balances = await Promise.all(people.map(coins));
  const charged = balances.filter((b) => b === 0).length;
  const seatedCharged = seated.filter((u) => balances[people.indexOf(u)] === 0).length;

  // Each seated person cancels four times at once: one cancellation, one refund.
  const cancels = await Promise.all(
    seated.flatMap((u) => {
      const id = views[people.indexOf(u)]!.id;
      return Array.from({ length: 4 }, () => call(url, `${E}/cancel`, { id }, { token: u.token }));
    }),
  );
  const refunds = cancels.map((c) => body<{ refunded?: number } | null>(c)?.refunded ?? 0).filter((r) => r > 0);
  const restored = (await Promise.all(seated.map(coins))).filter((b) => b === PRICE).length;

  // The publisher doubles the seats: the new ones go to the line, as holds, before the newcomer.
  const raised = await call(
    url,
    `${S}/update`,
    { ...activity, id: activityId, tickets: [{ id: ticketId, ...activity.tickets[0]!, capacity: SEATS * 2 }] },
    { token: publisher.token },
  );
  if (raised.code !== 0) detail(`raise refused: ${raised.msg}`);
  const [newcomer] = people.filter((u) => seated.includes(u));
  const again = await signUp(newcomer!);
  const newcomerSeated = body<{ status?: string } | null>(again)?.status === 'enrolled' ? 1 : 0;

  for (const a of answers.filter((x) => x.code !== 0).slice(0, 3)) detail(`sign-up refused: ${a.msg}`);
  return report(engine, [
    { name: 'sign-ups answered', value: answers.filter((a) => a.code === 0).length, target: PEOPLE },
    { name: 'seats taken', value: seated.length, target: SEATS },
    { name: 'people charged', value: charged, target: SEATS },
    { name: 'seated people charged', value: seatedCharged, target: SEATS },
    { name: 'short of coins told their balance', value: toldBalance, target: 1 },
    { name: 'cancellations that went through', value: cancels.filter((c) => c.code === 0).length, target: SEATS },
    { name: 'refunds', value: refunds.length, target: SEATS },
    { name: 'cancelled people whose coins came back', value: restored, target: SEATS },
    { name: 'newcomers seated ahead of the line', value: newcomerSeated, target: 0 },
  ]);
}
