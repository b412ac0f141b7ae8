import type { AppContext } from '../platform/context.ts';
import type { ActivityQuestion, TicketCurrency } from '../platform/db/schema.ts';
import { findClassifys, insertActivity, setPublisher } from '../modules/activities/activity-repository.ts';
import { sealPersonal } from '../modules/activities/enrol-crypto.ts';
import { newCheckInCode, splitAnswers } from '../modules/activities/enrolment-service.ts';
import { checkIn, enrol } from '../modules/activities/enrolment-repository.ts';
import { join } from '../modules/clubs/club-repository.ts';
import { ACTIVITY_CITIES, ACTIVITY_IDEAS, DEMO_NAMES, QUESTION_SETS } from './data/activities.ts';
import { renderSceneImage } from './demo-images.ts';
import type { SceneKind } from './scene-kinds.ts';
import { sceneOfPlace } from './scene-of-place.ts';
import { pick, seeded } from './seeded-random.ts';
import {
  countActivities,
  markDemoActivity,
  setCheckedInAt,
  setSignedUpAt,
  ticketIdsOf,
} from './activities-seed-repository.ts';
import { demoClubs, setClubDaoId } from './clubs-seed-repository.ts';
import { demoUserIds } from './identity-seed-repository.ts';

// Activities for a development database: many cities over the coming months with covers, ticket types and
// question sets; some full with a waitlist, some past with check-ins; demo clubs get DAO ids, members and two
// members-only activities. Loads only while `activities` is empty and after community's demo users exist.

const ACTIVITY_COUNT = 48;
/** Variants of each kind of cover. */
const COVER_COUNT = 3;
const PUBLISHERS = 5;
const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** 09:00 or 14:00 in Asia/Shanghai, `days` from today. */
/** Shanghai time `days` from today at the idea's own hour (a sunrise hike before dawn), else 09:00 or 14:00. */
function startOf(days: number, afternoon: boolean, hour?: number): Date {
  const shanghaiMidnight = Math.floor((Date.now() + 8 * HOUR) / DAY) * DAY - 8 * HOUR;
  return new Date(shanghaiMidnight + days * DAY + (hour ?? (afternoon ? 14 : 9)) * HOUR);
}

function ticketsFor(i: number, rand: () => number, full: boolean) {
  const cap = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo));
  if (full) return [{ name: '限量名额', price: 0, currency: 'CNY' as TicketCurrency, capacity: 4 }];
  switch (i % 4) {
    case 0:
      return [{ name: '免费报名', price: 0, currency: 'CNY' as TicketCurrency, capacity: cap(20, 60) }];
    case 1:
      return [{ name: '标准票', price: cap(39, 299) * 100, currency: 'CNY' as TicketCurrency, capacity: cap(10, 30) }];
    case 2:
      return [
        { name: '无忧币兑换', price: cap(2, 20) * 100, currency: 'WYB' as TicketCurrency, capacity: cap(10, 40) },
      ];
    default:
      return [
        { name: '早鸟票', price: cap(29, 99) * 100, currency: 'CNY' as TicketCurrency, capacity: cap(5, 15) },
        { name: '标准票', price: cap(100, 199) * 100, currency: 'CNY' as TicketCurrency, capacity: cap(10, 30) },
      ];
  }
}

function answersFor(questions: ActivityQuestion[], n: number) {
  const answers: Record<string, string | string[]> = {};
  for (const q of questions) {
    if (q.type === 'name') answers[q.id] = DEMO_NAMES[n % DEMO_NAMES.length]!;
    else if (q.type === 'mobile') answers[q.id] = `1380000${String(1000 + n).slice(-4)}`;
    else if (q.type === 'idNumber') answers[q.id] = `11010119900307${String(1000 + n).slice(-4)}`;
    else if (q.type === 'email') answers[q.id] = `demo${n}@example.com`;
    else if (q.type === 'gender') answers[q.id] = n % 2 ? '女' : '男';
    else if (q.type === 'single') answers[q.id] = q.options![n % q.options!.length]!;
    else if (q.type === 'multiple') answers[q.id] = [q.options![n % q.options!.length]!];
    else if (q.type === 'text') answers[q.id] = '期待和大家一起出发！';
  }
  return answers;
}

export async function loadActivitiesDemo(ctx: AppContext, say: (line: string) => void): Promise<void> {
  const { db, config } = ctx;
  if ((await countActivities(db)) > 0) return;
  const users = await demoUserIds(db);
  if (users.length < PUBLISHERS + 10) return;
  const started = Date.now();
  say('demo content: activities…');
  // A cover shows what the activity is about (a lakeside ride a lake, a food tour food), drawn once per variant.
  const covers = new Map<string, string>();
  const coverOf = async (kind: SceneKind, i: number) => {
    const key = `demo/activity-${kind}-${(i % COVER_COUNT) + 1}.jpg`;
    let url = covers.get(key);
    if (!url) {
      await ctx.media.put(key, await renderSceneImage(kind, 300 + (i % COVER_COUNT), 750, 562));
      url = ctx.media.urlOf(key);
      covers.set(key, url);
    }
    return url;
  };
  const publishers = users.slice(0, PUBLISHERS);
  for (const p of publishers) await setPublisher(db, p.id, true);
  const classifys = await findClassifys(db);
  const clubs = await demoClubs(db);
  for (const club of clubs) {
    await setClubDaoId(db, club.id, `dao-${club.id}`);
    for (const u of users.slice(PUBLISHERS, PUBLISHERS + 6)) await join(db, club.id, u.id);
  }
  const rand = seeded(20261123);
  let signUps = 0;
  let n = 0;
  for (let i = 0; i < ACTIVITY_COUNT; i++) {
    const place = ACTIVITY_CITIES[i % ACTIVITY_CITIES.length]!;
    const classify = classifys[i % classifys.length]!;
    const idea = pick(rand, ACTIVITY_IDEAS[classify.name] ?? ACTIVITY_IDEAS['城市漫步']!);
    const past = i < 8;
    const full = !past && i % 7 === 3;
    const clubActivity = i === 12 || i === 30 ? clubs[i === 12 ? 0 : 1] : undefined;
    const publisherId = clubActivity?.master_id ?? publishers[i % PUBLISHERS]!.id;
    const days = past ? -3 - Math.floor(rand() * 40) : 2 + Math.floor(rand() * 118);
    const start = startOf(days, i % 2 === 1, idea.hour);
    const end = new Date(start.getTime() + (3 + Math.floor(rand() * 6)) * HOUR);
    const title = idea.title.replace('{city}', place.city);
    const questions = QUESTION_SETS[i % QUESTION_SETS.length]!;
    const tags = [classify.name, place.city];
    const tickets = ticketsFor(i, rand, full);
    if (clubActivity) await setPublisher(db, publisherId, true);
    const id = await insertActivity(
      db,
      publisherId,
      'online',
      {
        title,
        intro: idea.intro,
        cover_url: await coverOf(
          sceneOfPlace(`${title} ${place.address}`, classify.name === '美食探店' ? 'food' : undefined),
          i,
        ),
        classify_id: classify.id,
        city: place.city,
        address: place.address,
        destination_id: null,
        latitude: place.lat,
        longitude: place.lng,
        start_at: start,
        end_at: end,
        enrol_start_at: null,
        enrol_end_at: new Date(start.getTime() - HOUR),
        invite_only: false,
        club_id: clubActivity?.id ?? null,
        questions,
        tags,
      },
      tickets.map((t) => ({ ...t, pay_method: 'onsite' as const })),
    );
    // A few upcoming open ones are featured, as the operations team would (the square's 精选 row).
    await markDemoActivity(
      db,
      id,
      50 + Math.floor(rand() * 3000),
      !past && !full && !clubActivity && i % 9 === 4 ? new Date() : null,
    );
    const ticketRows = await ticketIdsOf(db, id);
    // Full ones get every place taken and three waiting; the rest a few sign-ups; club ones only members.
    const pool = users.filter((u) => u.id !== publisherId).slice(clubActivity ? PUBLISHERS : 0);
    const wanted = full ? 7 : Math.min(pool.length, 2 + Math.floor(rand() * 8));
    for (const u of pool.slice(0, clubActivity ? Math.min(wanted, 5) : wanted)) {
      n += 1;
      const answers = answersFor(questions, n);
      const { personal, masked, rest, hasName } = splitAnswers(questions, answers);
      // Demo seats are not charged (is_demo): the demo's people have no coins, and C1 leaves demo seats out.
      const personalEnc = await sealPersonal({ config, db }, { activityId: id, userId: u.id }, personal);
      const outcome = await db.transaction().execute((trx) =>
        enrol(
          trx,
          {
            activityId: id,
            ticketId: ticketRows[n % ticketRows.length]!.id,
            userId: u.id,
            code: newCheckInCode(),
            personalEnc,
            personalMasked: masked,
            answers: rest,
            hasName,
            isDemo: true,
          },
          true,
        ),
      );
      if (outcome.kind !== 'ok') continue;
      signUps += 1;
      // Sign-ups come in over the weeks before the day, not all at the moment the demo was loaded.
      const latest = Math.min(Date.now() - HOUR, start.getTime() - 2 * HOUR);
      const signedAt = new Date(latest - Math.floor(rand() * 21 * DAY));
      await setSignedUpAt(db, outcome.id, signedAt);
      if (past && outcome.status === 'enrolled' && rand() < 0.75) {
        await checkIn(db, outcome.id, publisherId);
        await setCheckedInAt(db, outcome.id, new Date(start.getTime() + Math.floor(rand() * 30) * 60_000));
      }
    }
  }
  say(
    `demo content: ${ACTIVITY_COUNT} activities in ${ACTIVITY_CITIES.length} cities, ${signUps} sign-ups, ${clubs.length} clubs with DAO ids (${Date.now() - started} ms)`,
  );
}
