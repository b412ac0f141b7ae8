import { takenDownReason } from './console-repository.ts';
import { checkQuestionSet, isValidDateRange, textLength, type Question } from '@app/rules';
import { authorize, can } from '../../platform/auth/access-policy.ts';
import type { SessionUser } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import type { ActivityQuestion, ActivityStatus, TicketCurrency } from '../../platform/db/schema.ts';
import type { TicketPayMethod } from '../../platform/db/schema.ts';
import { forbidden, notFound, refuse } from '../../platform/http/app-error.ts';
import { assertClean, targetSocial } from '../community/index.ts';
import { resolveOwnImages } from '../media/index.ts';
import { inIdOrder } from '../../platform/db/in-id-order.ts';
import { decodeCursor, encodeCursor } from '../../platform/db/keyset-cursor.ts';
import {
  addView,
  browseNums,
  classifyExists,
  countQueue,
  findActivity,
  findCard,
  findClassifys,
  findDiyContents,
  findNeighbour,
  findPublishedPage,
  findSquarePage,
  findTickets,
  insertActivity,
  isPublisher,
  moveStatus,
  saveActivity,
  setPublisher,
  type ActivityValues,
  type CardRow,
  type SquareFilter,
  type TicketValues,
} from './activity-repository.ts';
import { findLiveEnrolment } from './enrolment-repository.ts';
import { endActivitySeats, fillRaisedTickets } from './seat-service.ts';
import { ticketPayment } from './ticket-payment.ts';
import { activityCardsOf } from './activity-repository.ts';
import { assertMayPost, findUserIdByCode } from '../identity/index.ts';
import { isMember } from '../clubs/index.ts';
import { isoOrNull as iso } from '../../platform/db/pg-time.ts';

// The lifecycle of docs/product/activities.md, enforced here: draft → online (add) ↔ offline (down/up) → deleted. Only the
// publisher changes an activity; publishing needs the whitelist. Every state change is a conditional update on
// the state it starts from, so two racing changes cannot both apply.

export const TITLE_MAX = 60;

export type EnrolState = 'notStarted' | 'open' | 'full' | 'closed' | 'ended';

/** What the sign-up button tells, from the activity's times, state and seats left. */
export function enrolStateOf(
  a: Pick<CardRow, 'status' | 'start_at' | 'end_at' | 'enrol_start_at' | 'enrol_end_at' | 'capacity' | 'taken'>,
  now = Date.now(),
): EnrolState {
  const end = a.end_at ?? a.start_at;
  if (end && Date.parse(end) < now) return 'ended';
  if (a.status !== 'online' || !a.start_at || Date.parse(a.start_at) <= now) return 'closed';
  if (a.enrol_end_at && Date.parse(a.enrol_end_at) < now) return 'closed';
  if (a.enrol_start_at && Date.parse(a.enrol_start_at) > now) return 'notStarted';
  return a.taken >= a.capacity ? 'full' : 'open';
}

export function cardView(r: CardRow) {
  return {
    id: String(r.id),
    title: r.title,
    coverUrl: r.cover_url,
    classifyId: r.classify_id === null ? null : String(r.classify_id),
    classifyName: r.classify_name,
    city: r.city,
    address: r.address,
    startAt: r.start_at,
    endAt: r.end_at,
    status: r.status,
    enrolState: enrolStateOf(r),
    capacity: r.capacity,
    enrolledCount: r.taken,
    minPrice: r.min_price,
    currency: r.currency,
    viewCount: r.view_count,
    inviteOnly: r.invite_only,
    clubId: r.club_id === null ? null : String(r.club_id),
    featured: r.featured_at !== null,
    publisher: { userId: r.user_code, nickname: r.nickname, avatar: r.avatar_url },
  };
}

/** The activity as the viewer may see it: drafts and offline ones are the publisher's; club ones, its members'. */
export async function visibleActivity(app: AppContext, viewer: SessionUser | null, id: number) {
  const card = await findCard(app.db, id);
  if (!card || card.status === 'deleted') throw notFound();
  const mine = viewer?.id === card.user_id;
  if (card.status !== 'online' && !mine) throw notFound();
  if (card.club_id !== null && !mine) {
    const member = viewer !== null && (await isMember(app.db, card.club_id, viewer.id)) !== null;
    if (!can(viewer, 'readMembersOnly', { kind: 'club', member })) throw forbidden();
  }
  return card;
}

/** The publisher's own activity, for a write: 404 when missing or deleted, 403 when someone else's. */
export async function ownActivity(app: AppContext, me: SessionUser, id: number) {
  const a = await findActivity(app.db, id);
  if (!a || a.status === 'deleted') throw notFound();
  authorize(me, 'manage', { kind: 'activity', publisherId: a.user_id });
  return a;
}

interface ActivityInput {
  id?: number | undefined;
  title?: string | undefined;
  intro?: string | undefined;
  coverUrl?: string | null | undefined;
  classifyId?: number | null | undefined;
  city?: string | undefined;
  address?: string | undefined;
  destinationId?: number | null | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  startAt?: string | null | undefined;
  endAt?: string | null | undefined;
  enrolStartAt?: string | null | undefined;
  enrolEndAt?: string | null | undefined;
  inviteOnly?: boolean | undefined;
  clubId?: number | null | undefined;
  questions?:
    | {
        id?: string | undefined;
        type: Question['type'];
        title: string;
        required: boolean;
        options?: string[] | undefined;
      }[]
    | undefined;
  tags?: string[] | undefined;
  tickets?:
    | {
        id?: number | undefined;
        name: string;
        price: number;
        currency: TicketCurrency;
        capacity: number;
        payMethod?: TicketPayMethod | undefined;
      }[]
    | undefined;
}

const dateOf = (v: string | null | undefined) => (v ? new Date(v) : null);

/** Questions keep their ids (answers are stored by them); new ones get the next free `q<n>`. */
function questionsOf(input: ActivityInput['questions']): ActivityQuestion[] {
  const given = input ?? [];
  const used = new Set(given.flatMap((q) => (q.id ? [q.id] : [])));
  let n = 0;
  return given.map((q) => {
    let id = q.id;
    while (!id) {
      n += 1;
      if (!used.has(`q${n}`)) id = `q${n}`;
    }
    used.add(id);
    const choice = q.type === 'single' || q.type === 'multiple';
    return { id, type: q.type, title: q.title, required: q.required, ...(choice ? { options: q.options ?? [] } : {}) };
  });
}

/** Merges the input over what is saved (a draft is saved piece by piece) into the row's values. */
function valuesOf(input: ActivityInput, saved?: Awaited<ReturnType<typeof findActivity>>): ActivityValues {
  const pick = <K extends keyof ActivityInput, V>(k: K, fromSaved: V, map: (v: NonNullable<ActivityInput[K]>) => V) =>
    input[k] === undefined
      ? fromSaved
      : input[k] === null
        ? (null as V)
        : map(input[k] as NonNullable<ActivityInput[K]>);
  const title = (input.title ?? saved?.title ?? '').trim();
  const intro = input.intro ?? saved?.intro ?? '';
  const city = (input.city ?? saved?.city ?? '').trim();
  const address = (input.address ?? saved?.address ?? '').trim();
  const tags = input.tags ?? saved?.tags ?? [];
  return {
    title,
    intro,
    cover_url: pick('coverUrl', saved?.cover_url ?? null, (v) => v),
    classify_id: pick('classifyId', saved?.classify_id ?? null, (v) => v),
    city,
    address,
    destination_id: pick('destinationId', saved?.destination_id ?? null, (v) => v),
    latitude: pick('latitude', saved?.latitude ?? null, (v) => v),
    longitude: pick('longitude', saved?.longitude ?? null, (v) => v),
    start_at: pick('startAt', saved?.start_at ?? null, dateOf),
    end_at: pick('endAt', saved?.end_at ?? null, dateOf),
    enrol_start_at: pick('enrolStartAt', saved?.enrol_start_at ?? null, dateOf),
    enrol_end_at: pick('enrolEndAt', saved?.enrol_end_at ?? null, dateOf),
    invite_only: input.inviteOnly ?? saved?.invite_only ?? false,
    club_id: pick('clubId', saved?.club_id ?? null, (v) => v),
    questions: input.questions ? questionsOf(input.questions) : (saved?.questions ?? []),
    tags,
  };
}

/** Checks that hold for drafts too: nothing saved is malformed, only possibly incomplete. */
async function checkShape(app: AppContext, me: SessionUser, v: ActivityValues) {
  if (textLength(v.title) > TITLE_MAX) throw refuse(`活动标题不能超过${TITLE_MAX}个字符（汉字算2个）`);
  // The content filter reads every text of an activity, drafts too; with no review state here, any listed word
  // refuses it (docs/product/content-filter.md).
  await assertClean(app.db, [
    { kind: 'title', content: v.title },
    { kind: 'text', content: v.intro },
    { kind: 'text', content: `${v.address} ${v.tags.join(' ')}` },
  ]);
  const questionProblem = checkQuestionSet(v.questions);
  if (questionProblem) throw refuse(questionProblem);
  if (v.classify_id !== null && !(await classifyExists(app.db, v.classify_id))) throw refuse('活动分类不存在');
  if (v.club_id !== null && (await isMember(app.db, v.club_id, me.id)) === null)
    throw refuse('只能为自己所在的俱乐部发布活动');
}

/** What an online activity needs; `future` also asks that it has not started (publishing a new one). */
function checkComplete(v: ActivityValues, tickets: TicketValues[], future: boolean) {
  if (!v.title) throw refuse('请填写活动标题');
  if (!v.city) throw refuse('请选择活动城市');
  if (!v.start_at || !v.end_at) throw refuse('请填写活动开始和结束时间');
  if (!isValidDateRange(v.start_at, v.end_at)) throw refuse('活动开始时间不能晚于结束时间');
  if (future && v.start_at.getTime() <= Date.now()) throw refuse('活动开始时间必须晚于现在');
  if (v.enrol_start_at && v.enrol_end_at && !isValidDateRange(v.enrol_start_at, v.enrol_end_at))
    throw refuse('报名开始时间不能晚于报名截止时间');
  if (v.enrol_end_at && v.enrol_end_at.getTime() > v.start_at.getTime())
    throw refuse('报名截止时间不能晚于活动开始时间');
  if (tickets.length === 0) throw refuse('请至少设置一种票');
}

const ticketsOf = (input: ActivityInput['tickets']): TicketValues[] =>
  (input ?? []).map((t) => ({
    id: t.id,
    name: t.name,
    price: t.price,
    currency: t.currency,
    capacity: t.capacity,
    pay_method: t.payMethod ?? 'onsite',
  }));

async function savedTickets(app: AppContext, id: number): Promise<TicketValues[]> {
  return (await findTickets(app.db, id))
    .filter((t) => t.capacity > 0 || t.taken > 0)
    .map((t) => ({
      id: t.id,
      name: t.name,
      price: t.price,
      currency: t.currency,
      capacity: t.capacity,
      pay_method: t.pay_method,
    }));
}

function refuseTicketChange(refusal: { kind: string; name?: string; taken?: number }): never {
  if (refusal.kind === 'belowTaken')
    throw refuse(`票种「${refusal.name}」已有${refusal.taken}人报名，名额不能少于已报名人数`);
  if (refusal.kind === 'unknownTicket') throw refuse('票种不存在');
  throw refuse('活动状态已变化，请刷新后再试');
}

/**
 * A cover (or a block's picture) must be a file this user uploaded (its file id or the URL we issued), answered as
 * our own address; one already saved on the activity stays as it is.
 */
export async function ownImage(
  app: AppContext,
  me: SessionUser,
  ref: string | null | undefined,
  saved?: string | null,
) {
  if (ref === undefined || ref === null || ref === '' || ref === saved) return ref === '' ? null : ref;
  return (await resolveOwnImages(app, me, [ref]))[0]!.url;
}

const withCover = async (app: AppContext, me: SessionUser, input: ActivityInput, saved?: string | null) => ({
  ...input,
  coverUrl: await ownImage(app, me, input.coverUrl, saved),
});

/** saveDraft: a new draft, or more of an existing one (only while it is still a draft). */
export async function saveDraft(app: AppContext, me: SessionUser, given: ActivityInput) {
  let input = given;
  if (input.id === undefined) {
    input = await withCover(app, me, input);
    const v = valuesOf(input);
    await checkShape(app, me, v);
    const id = await insertActivity(app.db, me.id, 'draft', v, ticketsOf(input.tickets));
    return { id: String(id), status: 'draft' as const };
  }
  const saved = await ownActivity(app, me, input.id);
  if (saved.status !== 'draft') throw refuse('已发布的活动请直接编辑');
  input = await withCover(app, me, input, saved.cover_url);
  const v = valuesOf(input, saved);
  await checkShape(app, me, v);
  const tickets = input.tickets ? ticketsOf(input.tickets) : await savedTickets(app, saved.id);
  const result = await saveActivity(app.db, saved.id, v, tickets, ['draft']);
  if (!result.ok) refuseTicketChange(result.refusal);
  return { id: String(saved.id), status: 'draft' as const };
}

async function requireWhitelist(app: AppContext, me: SessionUser) {
  if (!(await isPublisher(app.db, me.id))) throw refuse('暂无发布活动的权限，请联系客服开通');
}

/** add: publish a new activity, or a saved draft (`id`), after the whitelist and completeness checks. */
export async function publish(app: AppContext, me: SessionUser, given: ActivityInput) {
  await requireWhitelist(app, me);
  await assertMayPost(app.db, me.id);
  let input = given;
  if (input.id === undefined) {
    input = await withCover(app, me, input);
    const v = valuesOf(input);
    const tickets = ticketsOf(input.tickets);
    await checkShape(app, me, v);
    checkComplete(v, tickets, true);
    const id = await insertActivity(app.db, me.id, 'online', v, tickets);
    return { id: String(id), status: 'online' as const };
  }
  const saved = await ownActivity(app, me, input.id);
  if (saved.status !== 'draft') throw refuse('活动已发布');
  input = await withCover(app, me, input, saved.cover_url);
  const v = valuesOf(input, saved);
  const tickets = input.tickets ? ticketsOf(input.tickets) : await savedTickets(app, saved.id);
  await checkShape(app, me, v);
  checkComplete(v, tickets, true);
  const result = await saveActivity(app.db, saved.id, v, tickets, ['draft'], 'online');
  if (!result.ok) refuseTicketChange(result.refusal);
  return { id: String(saved.id), status: 'online' as const };
}

/** update: one's own activity; a published one stays complete, and capacity never drops below the seats taken. */
export async function update(app: AppContext, me: SessionUser, given: ActivityInput) {
  if (given.id === undefined) throw refuse('请指定要编辑的活动');
  const saved = await ownActivity(app, me, given.id);
  const input = await withCover(app, me, given, saved.cover_url);
  const v = valuesOf(input, saved);
  const tickets = input.tickets ? ticketsOf(input.tickets) : await savedTickets(app, saved.id);
  await checkShape(app, me, v);
  if (saved.status !== 'draft') checkComplete(v, tickets, false);
  const result = await saveActivity(app.db, saved.id, v, tickets, [saved.status]);
  if (!result.ok) refuseTicketChange(result.refusal);
  // A raised capacity frees seats: they go to whoever waits, in order, before any newcomer.
  await fillRaisedTickets(
    app,
    (await findTickets(app.db, saved.id)).map((t) => t.id),
  );
  return { id: String(saved.id), status: result.status };
}

const MOVES: Record<'delete' | 'up' | 'down', { from: ActivityStatus[]; to: ActivityStatus; refusal: string }> = {
  delete: { from: ['draft', 'online', 'offline'], to: 'deleted', refusal: '活动已删除' },
  up: { from: ['offline'], to: 'online', refusal: '只有已下架的活动可以上架' },
  down: { from: ['online'], to: 'offline', refusal: '只有已上架的活动可以下架' },
};

export async function move(app: AppContext, me: SessionUser, id: number, action: 'delete' | 'up' | 'down') {
  await ownActivity(app, me, id);
  if (action === 'up') {
    await requireWhitelist(app, me);
    // An activity the platform took down stays down (docs/product/console-content.md).
    const why = await takenDownReason(app.db, id);
    if (why) throw refuse(`活动已被平台下架：${why}`);
  }
  const m = MOVES[action];
  if (!(await moveStatus(app.db, id, m.from, m.to))) throw refuse(m.refusal);
  // Deleting is how a publisher calls an activity off: every sign-up is cancelled and its 无忧币 refunded.
  if (m.to === 'deleted') await endActivitySeats(app, id);
  return { id: String(id), status: m.to };
}

export async function findOne(app: AppContext, viewer: SessionUser | null, id: number) {
  const card = await visibleActivity(app, viewer, id);
  const [full, tickets, queue, diy, mine] = await Promise.all([
    findActivity(app.db, id),
    findTickets(app.db, id),
    countQueue(app.db, id),
    findDiyContents(app.db, id),
    viewer ? findLiveEnrolment(app.db, id, viewer.id) : Promise.resolve(undefined),
    // The publisher looking at their own activity is not a view.
    card.status === 'online' && viewer?.id !== card.user_id ? addView(app.db, id) : Promise.resolve(),
  ]);
  const social = await targetSocial(app, viewer, { type: 'activity', id, ownerId: card.user_id });
  const a = full!;
  return {
    ...cardView(card),
    intro: a.intro,
    destinationId: a.destination_id === null ? null : String(a.destination_id),
    latitude: a.latitude,
    longitude: a.longitude,
    enrolStartAt: iso(a.enrol_start_at),
    enrolEndAt: iso(a.enrol_end_at),
    tickets: tickets
      .filter((t) => t.capacity > 0)
      .map((t) => ({
        id: String(t.id),
        name: t.name,
        price: t.price,
        currency: t.currency,
        capacity: t.capacity,
        left: Math.max(0, t.capacity - t.taken),
        payMethod: t.pay_method,
        payment: ticketPayment(t),
      })),
    questions: a.questions,
    tags: a.tags,
    waitlistCount: queue.waitlisted,
    diyContents: diy.map(diyView),
    // The publisher's buttons (edit, up/down, manage) show exactly when the policy lets them through.
    isMine: can(viewer, 'manage', { kind: 'activity', publisherId: a.user_id }),
    social,
    myEnrolment: mine
      ? {
          id: String(mine.id),
          status: mine.status,
          ticketId: String(mine.ticket_id),
          position: mine.position,
          holdExpiresAt: iso(mine.hold_expires_at),
          checkedInAt: iso(mine.checked_in_at),
        }
      : null,
    publishedAt: iso(a.published_at),
    createdAt: a.created_at.toISOString(),
  };
}

export const diyView = (d: Awaited<ReturnType<typeof findDiyContents>>[number]) => ({
  id: String(d.id),
  kind: d.kind,
  title: d.title,
  body: d.body,
  imageUrl: d.image_url,
  sort: d.sort,
});

type ListInput = SquareFilter & { cursor?: string | null | undefined; pageSize: number };

export async function square(app: AppContext, viewer: SessionUser | null, input: ListInput) {
  const at = decodeCursor(input.cursor);
  const rows = await findSquarePage(
    app.db,
    input,
    viewer?.id ?? null,
    at ? { at: at.value, id: at.id } : null,
    input.pageSize + 1,
  );
  const page = rows.slice(0, input.pageSize);
  const last = page.at(-1);
  return {
    rows: page.map(cardView),
    // The cursor keeps the position's every microsecond (position_at): the card's ISO time would find the row again.
    nextCursor: rows.length > input.pageSize && last ? encodeCursor({ value: last.position_at, id: last.id }) : null,
  };
}

export async function neighbour(
  app: AppContext,
  viewer: SessionUser | null,
  input: SquareFilter & { id: number; direction: 'prev' | 'next' },
) {
  const from = await visibleActivity(app, viewer, input.id);
  // The square's position is the time an activity ends.
  const ends = from.end_at ?? from.start_at;
  if (!ends) return { row: null };
  const row = await findNeighbour(app.db, input, viewer?.id ?? null, from.id, input.direction);
  return { row: row ? cardView(row) : null };
}

export async function classifys(app: AppContext) {
  return { rows: (await findClassifys(app.db)).map((c) => ({ id: String(c.id), name: c.name })) };
}

export async function summary(app: AppContext, viewer: SessionUser | null, id: number) {
  const card = await visibleActivity(app, viewer, id);
  const queue = await countQueue(app.db, id);
  return {
    id: String(id),
    capacity: card.capacity,
    enrolledCount: card.taken,
    left: Math.max(0, card.capacity - card.taken),
    waitlistCount: queue.waitlisted,
    checkedInCount: queue.checked_in,
    viewCount: card.view_count,
    enrolState: enrolStateOf(card),
  };
}

export async function browseNum(app: AppContext, ids: number[] | undefined) {
  const r = await browseNums(app.db, ids);
  return {
    activityCount: r.n,
    browseNum: r.views,
    rows: r.rows.map((x) => ({ id: String(x.id), viewCount: x.view_count })),
  };
}

export async function myPublish(
  app: AppContext,
  me: SessionUser,
  input: { status?: ActivityStatus | undefined; cursor?: string | null | undefined; pageSize: number },
) {
  // Deleted activities are gone for their publisher too.
  if (input.status === 'deleted') return { rows: [], nextCursor: null };
  const at = decodeCursor(input.cursor);
  const rows = await findPublishedPage(
    app.db,
    me.id,
    input.status,
    at ? { at: at.value, id: at.id } : null,
    input.pageSize + 1,
  );
  const page = rows.slice(0, input.pageSize);
  const last = page.at(-1);
  return {
    rows: page.map(cardView),
    nextCursor: rows.length > input.pageSize && last ? encodeCursor({ value: last.at, id: last.id }) : null,
  };
}

/**
 * Whether an activity exists for likes, comments and collections (community asks; the lead wires it after the
 * merge): online or offline, not a draft nor deleted.
 */
export async function activityExists(app: AppContext, id: number): Promise<boolean> {
  const a = await findActivity(app.db, id);
  return a !== undefined && (a.status === 'online' || a.status === 'offline');
}

export async function permission(app: AppContext, me: SessionUser) {
  return { permission: await isPublisher(app.db, me.id) };
}

/** The user behind a user code (development's tools). */
export async function userIdOfCode(app: AppContext, userCode: string): Promise<number | undefined> {
  return findUserIdByCode(app.db, userCode);
}

/** Development's whitelist switch (/dev/api/activity-publisher): false when no user has that code. */
export async function setPublisherByCode(app: AppContext, userCode: string, allowed: boolean): Promise<boolean> {
  const userId = await findUserIdByCode(app.db, userCode);
  if (userId === undefined) return false;
  await setPublisher(app.db, userId, allowed);
  return true;
}

/**
 * The cards of the activities search found, in its order (docs/product/search.md): online ones outside clubs only,
 * so one taken offline since it was indexed is left out.
 */
export async function activityCardsByIds(app: AppContext, ids: readonly number[]) {
  return inIdOrder(ids, await activityCardsOf(app.db, ids))
    .filter((r) => r.status === 'online' && r.club_id === null)
    .map(cardView);
}
