import { sql, type Kysely, type Transaction } from 'kysely';
import type { ActivityQuestion, ActivityStatus, TicketCurrency } from '../../platform/db/schema.ts';
import type { DB } from '../../platform/db/schema.ts';
import type { TicketPayMethod } from '../../platform/db/schema.ts';
import { executePrepared, literalLimit, unseenByPlanner } from '../../platform/db/prepared-statements.ts';
import { isoTimesInPlace } from '../../platform/db/pg-time.ts';
import { queryShapes } from '../../platform/db/query-shapes.ts';
import { activityChanged } from './activity-events.ts';
import { LIVE, position } from './enrolment-repository.ts';

// The only place with activities' SQL. A card is one row: the activity, its publisher, its classification and its
// tickets' totals (a lateral aggregate), so every list is one query. The publisher comes from identity's user_cards
// and the club filter from clubs' club_memberships, the views they publish for lists (docs/decisions/0017).

export interface CardRow {
  id: number;
  user_id: number;
  status: ActivityStatus;
  title: string;
  cover_url: string | null;
  classify_id: number | null;
  classify_name: string | null;
  city: string;
  address: string;
  /** The card's times: ISO 8601 instants, as answers carry them (cardTimes). */
  start_at: string | null;
  end_at: string | null;
  enrol_start_at: string | null;
  enrol_end_at: string | null;
  invite_only: boolean;
  club_id: number | null;
  view_count: number;
  featured_at: string | null;
  capacity: number;
  taken: number;
  min_price: number | null;
  currency: TicketCurrency | null;
  user_code: string;
  nickname: string;
  avatar_url: string | null;
}

function cards(db: Kysely<DB>) {
  return db
    .selectFrom('activities')
    .innerJoin('user_cards as u', 'u.id', 'activities.user_id')
    .select([
      'activities.id',
      'activities.user_id',
      'activities.status',
      'activities.title',
      'activities.cover_url',
      'activities.classify_id',
      sql<string | null>`(select name from activity_classifys k where k.id = activities.classify_id)`.as(
        'classify_name',
      ),
      'activities.city',
      'activities.address',
      // Read as text and made ISO by cardTimes: a Date parsed for each and written out again cost 我的报名 about a
      // tenth of its CPU (docs/performance.md).
      sql<string | null>`activities.start_at::text`.as('start_at'),
      sql<string | null>`activities.end_at::text`.as('end_at'),
      sql<string | null>`activities.enrol_start_at::text`.as('enrol_start_at'),
      sql<string | null>`activities.enrol_end_at::text`.as('enrol_end_at'),
      'activities.invite_only',
      'activities.club_id',
      'activities.view_count',
      sql<string | null>`activities.featured_at::text`.as('featured_at'),
      sql<number>`coalesce(tk.capacity, 0)`.as('capacity'),
      sql<number>`coalesce(tk.taken, 0)`.as('taken'),
      sql<number | null>`tk.min_price`.as('min_price'),
      sql<TicketCurrency | null>`tk.currency`.as('currency'),
      'u.user_code',
      'u.nickname',
      'u.avatar_url',
    ])
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('activity_tickets as t')
          .select([
            sql<number>`sum(t.capacity)::int`.as('capacity'),
            sql<number>`sum(t.taken)::int`.as('taken'),
            sql<number>`min(t.price)`.as('min_price'),
            sql<string>`(array_agg(t.currency order by t.price, t.id))[1]`.as('currency'),
          ])
          .whereRef('t.activity_id', '=', 'activities.id')
          .as('tk'),
      (join) => join.onTrue(),
    );
}

/** A card's times, read as text. */
const CARD_TIMES = ['start_at', 'end_at', 'enrol_start_at', 'enrol_end_at', 'featured_at'] as const;

/** Cards as read, their times' texts made ISO in place. */
const cardTimes = <T extends CardRow | undefined>(rows: T[]): T[] => isoTimesInPlace(rows, CARD_TIMES);

/** Club activities are seen by the club's members and the publisher only. */
const visibleTo = (viewerId: number | null) =>
  sql<boolean>`(activities.club_id is null or activities.user_id = ${viewerId ?? 0} or exists (
    select 1 from club_memberships m where m.club_id = activities.club_id and m.user_id = ${viewerId ?? 0}))`;

export interface SquareFilter {
  classifyId?: number | undefined;
  city?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  status: 'upcoming' | 'open' | 'ended';
  clubId?: number | undefined;
  /** A publisher's user code: their online activities only (the square never lists anything else). */
  publisherId?: string | undefined;
  /** Only those the operations team featured. */
  featured?: boolean | undefined;
}

/** When an activity ends (its start when it has no end): the square's sort key, indexed. */
const ENDS = sql<Date>`coalesce(activities.end_at, activities.start_at)`;

/** The values of a square's query: the viewer (0 for nobody), the filters' values, the cursor's position. */
type SquareValues = {
  viewer: number;
  classifyId: number;
  city: string;
  clubId: number;
  publisherId: string;
  dateFrom: string;
  dateTo: string;
  afterAt: string;
  afterId: number;
};

const squareValues = (f: SquareFilter, viewerId: number | null, after: { at: string; id: number } | null) => ({
  viewer: viewerId ?? 0,
  classifyId: f.classifyId ?? 0,
  city: f.city ?? '',
  clubId: f.clubId ?? 0,
  publisherId: f.publisherId ?? '',
  dateFrom: f.dateFrom ?? '',
  dateTo: f.dateTo ?? '',
  afterAt: after?.at ?? '',
  afterId: after?.id ?? 0,
});

const squareShapes = queryShapes<SquareValues>([
  'viewer',
  'classifyId',
  'city',
  'clubId',
  'publisherId',
  'dateFrom',
  'dateTo',
  'afterAt',
  'afterId',
]);

/**
 * Online activities the viewer may see, filtered. The square's order is by the time an activity ends: running and
 * upcoming ones ending soonest first (for a one-day activity, the same as by start), ended ones latest first. Which
 * filters apply comes from `f`; their values from `v` (the slots of a compiled-once shape, or the values themselves).
 */
function square(db: Kysely<DB>, f: SquareFilter, v: SquareValues) {
  // 'online' a literal: the square's indexes are partial on it, and a named statement's generic plan must see that.
  let q = cards(db).where('activities.status', '=', sql.lit('online')).where(visibleTo(v.viewer));
  if (f.classifyId) q = q.where('activities.classify_id', '=', v.classifyId);
  if (f.city) q = q.where('activities.city', '=', v.city);
  if (f.clubId) q = q.where('activities.club_id', '=', v.clubId);
  if (f.publisherId) q = q.where('u.user_code', '=', v.publisherId);
  if (f.featured) q = q.where('activities.featured_at', 'is not', null);
  if (f.dateFrom)
    q = q.where(
      sql<boolean>`coalesce(activities.end_at, activities.start_at) >= (${v.dateFrom}::date)::timestamp at time zone 'Asia/Shanghai'`,
    );
  if (f.dateTo)
    q = q.where(sql<boolean>`activities.start_at < (${v.dateTo}::date + 1)::timestamp at time zone 'Asia/Shanghai'`);
  if (f.status === 'ended') return q.where(sql<boolean>`${ENDS} < now()`);
  q = q.where(sql<boolean>`${ENDS} >= now()`);
  if (f.status === 'open')
    q = q
      .where(sql<boolean>`activities.start_at > now()`)
      .where(sql<boolean>`(activities.enrol_start_at is null or activities.enrol_start_at <= now())`)
      .where(sql<boolean>`(activities.enrol_end_at is null or activities.enrol_end_at >= now())`);
  return q;
}

/** A square card with its position: the time it ends as PostgreSQL's text, every microsecond kept for the cursor. */
export type SquareRow = CardRow & { position_at: string };

/**
 * A page of the square: compiled once per shape (query-shapes.ts: building and compiling its joins on every request
 * cost about a quarter of the request's CPU, docs/performance.md) and run as a named statement (decision 0013), its
 * text varying only with the filters asked.
 */
export async function findSquarePage(
  db: Kysely<DB>,
  f: SquareFilter,
  viewerId: number | null,
  after: { at: string; id: number } | null,
  limit: number,
): Promise<SquareRow[]> {
  const desc = f.status === 'ended';
  const shape = JSON.stringify([
    f.status,
    !!f.classifyId,
    !!f.city,
    !!f.clubId,
    !!f.publisherId,
    !!f.featured,
    !!f.dateFrom,
    !!f.dateTo,
    after !== null,
    limit,
  ]);
  const page = squareShapes(
    shape,
    (v) => {
      let q = square(db, f, v).select(sql<string>`${ENDS}::text`.as('position_at'));
      if (after) {
        q = q.where(
          sql<boolean>`(${ENDS}, activities.id) ${sql.raw(desc ? '<' : '>')} (cast(${v.afterAt} as timestamptz), ${v.afterId})`,
        );
      }
      const dir = desc ? 'desc' : 'asc';
      return q.orderBy(ENDS, dir).orderBy('activities.id', dir).limit(literalLimit(limit));
    },
    squareValues(f, viewerId, after),
  );
  return cardTimes(await executePrepared(db, page));
}

/**
 * The neighbour of an activity in the square's order, from the activity's own row: an answer's time keeps only
 * milliseconds, the column microseconds, and a position taken from the answer would find the activity itself again.
 */
export async function findNeighbour(
  db: Kysely<DB>,
  f: SquareFilter,
  viewerId: number | null,
  fromId: number,
  direction: 'prev' | 'next',
): Promise<CardRow | undefined> {
  const forward = (f.status === 'ended') !== (direction === 'next');
  const dir = forward ? 'asc' : 'desc';
  const row = await square(db, f, squareValues(f, viewerId, null))
    .where(
      sql<boolean>`(${ENDS}, activities.id) ${sql.raw(forward ? '>' : '<')} (
        select coalesce(x.end_at, x.start_at), x.id from activities x where x.id = ${fromId})`,
    )
    .orderBy(ENDS, dir)
    .orderBy('activities.id', dir)
    .limit(1)
    .executeTakeFirst();
  return cardTimes([row])[0];
}

export async function findCards(db: Kysely<DB>, ids: number[]): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  return cardTimes(await cards(db).where('activities.id', 'in', ids).execute());
}

type JoinedValues = { userId: number; beforeId: number };
const joinedShapes = queryShapes<JoinedValues>(['userId', 'beforeId']);

/**
 * 我的报名's page in one query: the user's live sign-ups, newest first (on activity_enrolments_user), each with its
 * activity's card. It was two (the sign-ups, then their cards), which held the list to 0.66 of its raw SQL. Compiled
 * once per shape (query-shapes.ts) and run as a named statement (decision 0013), the statuses and the LIMIT literals
 * and the member unseen by the planner (unseenByPlanner), so one generic plan walks the member's own sign-ups for
 * everyone.
 */
export async function findJoinedPage(db: Kysely<DB>, userId: number, beforeId: number | null, limit: number) {
  const page = joinedShapes(
    JSON.stringify([beforeId !== null, limit]),
    (v) => {
      let q = cards(db)
        .innerJoin('activity_enrolments as e', 'e.activity_id', 'activities.id')
        .select([
          'e.id as enrolment_id',
          'e.status as enrolment_status',
          'e.ticket_id',
          'e.hold_expires_at',
          'e.checked_in_at',
          'e.code',
          position.as('position'),
        ])
        .where('e.user_id', '=', unseenByPlanner(v.userId))
        .where(
          'e.status',
          'in',
          LIVE.map((status) => sql.lit(status)),
        )
        .where('activities.status', '<>', sql.lit('deleted'));
      if (beforeId !== null) q = q.where('e.id', '<', v.beforeId);
      return q.orderBy('e.id', 'desc').limit(literalLimit(limit));
    },
    { userId, beforeId: beforeId ?? 0 },
  );
  return cardTimes(await executePrepared(db, page));
}

export async function findCard(db: Kysely<DB>, id: number): Promise<CardRow | undefined> {
  return cardTimes([await cards(db).where('activities.id', '=', id).executeTakeFirst()])[0];
}

export async function findPublishedPage(
  db: Kysely<DB>,
  userId: number,
  status: ActivityStatus | undefined,
  after: { at: string; id: number } | null,
  limit: number,
) {
  let q = cards(db)
    .select(sql<string>`activities.created_at::text`.as('at'))
    .where('activities.user_id', '=', userId)
    .where('activities.status', status ? '=' : '<>', status ?? 'deleted');
  if (after)
    q = q.where(sql<boolean>`(activities.created_at, activities.id) < (cast(${after.at} as timestamptz), ${after.id})`);
  return cardTimes(
    await q.orderBy('activities.created_at', 'desc').orderBy('activities.id', 'desc').limit(limit).execute(),
  );
}

export async function findActivity(db: Kysely<DB>, id: number) {
  return db.selectFrom('activities').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findTickets(db: Kysely<DB>, activityId: number) {
  return db
    .selectFrom('activity_tickets')
    .selectAll()
    .where('activity_id', '=', activityId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function countQueue(db: Kysely<DB>, activityId: number) {
  const row = await db
    .selectFrom('activity_enrolments')
    .select([
      sql<number>`count(*) filter (where status = 'waitlisted')::int`.as('waitlisted'),
      sql<number>`count(*) filter (where status = 'enrolled' and checked_in_at is not null)::int`.as('checked_in'),
    ])
    .where('activity_id', '=', activityId)
    .executeTakeFirstOrThrow();
  return row;
}

export async function addView(db: Kysely<DB>, id: number) {
  await db
    .updateTable('activities')
    .set({ view_count: sql`view_count + 1` })
    .where('id', '=', id)
    .execute();
}

export async function findClassifys(db: Kysely<DB>) {
  return db.selectFrom('activity_classifys').select(['id', 'name']).orderBy('sort').orderBy('id').execute();
}

export async function classifyExists(db: Kysely<DB>, id: number) {
  return (await db.selectFrom('activity_classifys').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function isPublisher(db: Kysely<DB>, userId: number) {
  const row = await db
    .selectFrom('activity_publishers')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function setPublisher(db: Kysely<DB>, userId: number, allowed: boolean) {
  if (allowed)
    await db
      .insertInto('activity_publishers')
      .values({ user_id: userId })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
  else await db.deleteFrom('activity_publishers').where('user_id', '=', userId).execute();
}

export interface ActivityValues {
  title: string;
  intro: string;
  cover_url: string | null;
  classify_id: number | null;
  city: string;
  address: string;
  destination_id: number | null;
  latitude: number | null;
  longitude: number | null;
  start_at: Date | null;
  end_at: Date | null;
  enrol_start_at: Date | null;
  enrol_end_at: Date | null;
  invite_only: boolean;
  club_id: number | null;
  questions: ActivityQuestion[];
  tags: string[];
}

export interface TicketValues {
  id?: number | undefined;
  name: string;
  price: number;
  currency: TicketCurrency;
  capacity: number;
  pay_method: TicketPayMethod;
}

const rowValues = (v: ActivityValues) => ({
  ...v,
  questions: JSON.stringify(v.questions),
  tags: JSON.stringify(v.tags),
});

/** A new activity with its tickets, in one transaction. */
export async function insertActivity(
  db: Kysely<DB>,
  userId: number,
  status: ActivityStatus,
  values: ActivityValues,
  tickets: TicketValues[],
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('activities')
      .values({
        user_id: userId,
        status,
        published_at: status === 'online' ? new Date() : null,
        ...rowValues(values),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (tickets.length)
      await trx
        .insertInto('activity_tickets')
        .values(tickets.map((t, sort) => ({ activity_id: row.id, ...t, id: undefined, sort })))
        .execute();
    await activityChanged(trx, row.id);
    return row.id;
  });
}

export type TicketChangeRefusal = { kind: 'unknownTicket' } | { kind: 'belowTaken'; name: string; taken: number };

/**
 * Saves an activity and its tickets under the activity's row lock: a ticket's capacity may be raised, never set below
 * the seats taken (checked against the locked ticket rows), and a ticket with seats taken is never removed.
 * `expectStatus` guards the state machine: the update applies only while the activity is still in one of them.
 */
export async function saveActivity(
  db: Kysely<DB>,
  id: number,
  values: ActivityValues,
  tickets: TicketValues[],
  expectStatus: ActivityStatus[],
  nextStatus?: ActivityStatus,
): Promise<{ ok: true; status: ActivityStatus } | { ok: false; refusal: TicketChangeRefusal | { kind: 'state' } }> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('activities')
      .select(['status', 'published_at'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current || !expectStatus.includes(current.status)) return { ok: false, refusal: { kind: 'state' } } as const;
    const existing = await trx
      .selectFrom('activity_tickets')
      .select(['id', 'name', 'taken'])
      .where('activity_id', '=', id)
      .forUpdate()
      .execute();
    const byId = new Map(existing.map((t) => [t.id, t]));
    for (const t of tickets) {
      if (t.id === undefined) continue;
      const old = byId.get(t.id);
      if (!old) return { ok: false, refusal: { kind: 'unknownTicket' } } as const;
      if (t.capacity < old.taken)
        return { ok: false, refusal: { kind: 'belowTaken', name: old.name, taken: old.taken } } as const;
    }
    const kept = new Set(tickets.flatMap((t) => (t.id === undefined ? [] : [t.id])));
    for (const old of existing) {
      if (!kept.has(old.id) && old.taken > 0)
        return { ok: false, refusal: { kind: 'belowTaken', name: old.name, taken: old.taken } } as const;
    }
    const gone = existing.filter((t) => !kept.has(t.id)).map((t) => t.id);
    if (gone.length) {
      // A ticket nobody holds may still have cancelled enrolments pointing at it: keep it with no capacity then.
      const referenced = await trx
        .selectFrom('activity_enrolments')
        .select('ticket_id')
        .distinct()
        .where('ticket_id', 'in', gone)
        .execute();
      const keep = new Set(referenced.map((r) => r.ticket_id));
      const removable = gone.filter((g) => !keep.has(g));
      if (removable.length) await trx.deleteFrom('activity_tickets').where('id', 'in', removable).execute();
      if (keep.size)
        await trx
          .updateTable('activity_tickets')
          .set({ capacity: 0, sort: 1000 })
          .where('id', 'in', [...keep])
          .execute();
    }
    for (const [sort, t] of tickets.entries()) {
      if (t.id === undefined)
        await trx
          .insertInto('activity_tickets')
          .values({
            activity_id: id,
            name: t.name,
            price: t.price,
            currency: t.currency,
            capacity: t.capacity,
            pay_method: t.pay_method,
            sort,
          })
          .execute();
      else
        await trx
          .updateTable('activity_tickets')
          .set({
            name: t.name,
            price: t.price,
            currency: t.currency,
            capacity: t.capacity,
            pay_method: t.pay_method,
            sort,
          })
          .where('id', '=', t.id)
          .execute();
    }
    const status = nextStatus ?? current.status;
    await trx
      .updateTable('activities')
      .set({
        ...rowValues(values),
        status,
        updated_at: new Date(),
        published_at: status === 'online' && !current.published_at ? new Date() : current.published_at,
      })
      .where('id', '=', id)
      .execute();
    await activityChanged(trx, id);
    return { ok: true, status } as const;
  });
}

/** A state change that happens only from the given states (a conditional update: concurrent changes cannot cross). */
export async function moveStatus(db: Kysely<DB>, id: number, from: ActivityStatus[], to: ActivityStatus) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('activities')
      .set({
        status: to,
        updated_at: new Date(),
        ...(to === 'online' ? { published_at: sql<Date>`coalesce(published_at, now())` } : {}),
      })
      .where('id', '=', id)
      .where('status', 'in', from)
      .returning('status')
      .executeTakeFirst();
    if (row) await activityChanged(trx, id);
    return row !== undefined;
  });
}

export async function findDiyContents(db: Kysely<DB>, activityId: number) {
  return db
    .selectFrom('activity_diy_contents')
    .selectAll()
    .where('activity_id', '=', activityId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function insertDiyContent(
  db: Kysely<DB>,
  v: {
    activity_id: number;
    kind: 'text' | 'image';
    title: string;
    body: string;
    image_url: string | null;
    sort: number;
  },
) {
  const row = await db.insertInto('activity_diy_contents').values(v).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function findDiyContent(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('activity_diy_contents as d')
    .innerJoin('activities as a', 'a.id', 'd.activity_id')
    .select(['d.id', 'a.user_id'])
    .where('d.id', '=', id)
    .executeTakeFirst();
}

export async function deleteDiyContent(db: Kysely<DB>, id: number) {
  await db.deleteFrom('activity_diy_contents').where('id', '=', id).execute();
}

export async function browseNums(db: Kysely<DB>, ids: number[] | undefined) {
  const [totals, rows] = await Promise.all([
    db
      .selectFrom('activities')
      .select([sql<number>`count(*)::int`.as('n'), sql<number>`coalesce(sum(view_count), 0)::int`.as('views')])
      .where('status', '=', 'online')
      .executeTakeFirstOrThrow(),
    ids?.length
      ? db
          .selectFrom('activities')
          .select(['id', 'view_count'])
          .where('status', '=', 'online')
          .where('id', 'in', ids)
          .execute()
      : Promise.resolve([]),
  ]);
  return { ...totals, rows };
}

/** Online activities per day of a month (Asia/Shanghai), counting each day an activity runs on. */
export async function calendarDays(
  db: Kysely<DB>,
  month: string,
  f: { city?: string | undefined; destinationId?: number | undefined },
  viewerId: number | null,
) {
  let q = db
    .selectFrom('activities')
    .innerJoin(
      // A scalar function aliased `day` names its column `day` too: day.day is the date.
      sql<{
        day: Date;
      }>`generate_series(cast(${`${month}-01`} as date), cast(${`${month}-01`} as date) + interval '1 month' - interval '1 day', interval '1 day')`.as(
        'day',
      ),
      (join) =>
        join.on(
          sql<boolean>`activities.start_at < (day.day + interval '1 day')::timestamp at time zone 'Asia/Shanghai'
            and coalesce(activities.end_at, activities.start_at) >= day.day::timestamp at time zone 'Asia/Shanghai'`,
        ),
    )
    .select([sql<string>`to_char(day.day, 'YYYY-MM-DD')`.as('date'), sql<number>`count(*)::int`.as('count')])
    .where('activities.status', '=', 'online')
    .where(visibleTo(viewerId));
  if (f.city) q = q.where('activities.city', '=', f.city);
  if (f.destinationId) q = q.where('activities.destination_id', '=', f.destinationId);
  return q
    .groupBy(sql`day.day`)
    .orderBy(sql`day.day`)
    .execute();
}

export async function calendarRows(
  db: Kysely<DB>,
  date: string,
  f: { city?: string | undefined; destinationId?: number | undefined },
  viewerId: number | null,
) {
  let q = cards(db)
    .where('activities.status', '=', 'online')
    .where(visibleTo(viewerId))
    .where(sql<boolean>`activities.start_at < (${date}::date + 1)::timestamp at time zone 'Asia/Shanghai'`)
    .where(
      sql<boolean>`coalesce(activities.end_at, activities.start_at) >= (${date}::date)::timestamp at time zone 'Asia/Shanghai'`,
    );
  if (f.city) q = q.where('activities.city', '=', f.city);
  if (f.destinationId) q = q.where('activities.destination_id', '=', f.destinationId);
  return q.orderBy('activities.start_at').orderBy('activities.id').limit(100).execute();
}

/** Activities by id as the square shows them, in any status (the caller keeps the ones it may show). */
export function activityCardsOf(db: Kysely<DB>, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return cards(db)
    .where('activities.id', 'in', [...ids])
    .execute();
}

/** The text and state of activities for search's index; `afterId` pages its backfill over the searchable ones. */
export function activitySearchSources(
  db: Kysely<DB>,
  by: { ids: readonly number[] } | { afterId: number; limit: number },
) {
  const q = db
    .selectFrom('activities')
    .select(['id', 'status', 'club_id', 'start_at', 'title', 'city', 'address', 'intro', 'tags']);
  if ('ids' in by) return by.ids.length ? q.where('id', 'in', [...by.ids]).execute() : Promise.resolve([]);
  return q
    .where('status', '=', 'online')
    .where('club_id', 'is', null)
    .where('id', '>', by.afterId)
    .orderBy('id')
    .limit(by.limit)
    .execute();
}

/**
 * Whether an activity may be liked, commented or collected by this viewer (community's targets): online, or offline
 * for its own publisher (who still sees it); never a draft (docs/product/nothing-twice.md).
 */
export async function isActivityTargetable(
  db: Kysely<DB> | Transaction<DB>,
  id: number,
  viewerId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('activities')
    .select('id')
    .where('id', '=', id)
    .where((eb) =>
      eb.or([eb('status', '=', 'online'), eb.and([eb('status', '=', 'offline'), eb('user_id', '=', viewerId)])]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/** An activity's publisher (for the access policy on its comments); null when there is no such activity. */
export async function findActivityPublisher(db: Kysely<DB> | Transaction<DB>, id: number): Promise<number | null> {
  const row = await db.selectFrom('activities').select('user_id').where('id', '=', id).executeTakeFirst();
  return row?.user_id ?? null;
}
