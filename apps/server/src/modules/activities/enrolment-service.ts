import { randomInt } from 'node:crypto';
import {
  checkAnswers,
  formatDateTime,
  isPersonalQuestion,
  maskAnswer,
  type AnswerValue,
  type Question,
} from '@app/rules';
import { authorize, can } from '../../platform/auth/access-policy.ts';
import type { SessionUser } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound, refuse } from '../../platform/http/app-error.ts';
import { decodeCursor, encodeCursor } from '../../platform/db/keyset-cursor.ts';
import { findActivity, findJoinedPage } from './activity-repository.ts';
import { cardView, enrolStateOf, visibleActivity } from './activity-service.ts';
import { openPersonal, sealPersonal } from './enrol-crypto.ts';
import {
  checkIn,
  findEnrolment,
  findEnrolmentByCode,
  findEnrolmentPage,
  findLiveEnrolment,
  findTicketOf,
  isInvited,
  type EnrolmentRow,
} from './enrolment-repository.ts';
import { findMobileHash } from '../identity/index.ts';
import { paymentOf } from './ticket-payment.ts';
import { cancelSeat, takeHold, takeSeat } from './seat-service.ts';
import { isoOrNull as iso } from '../../platform/db/pg-time.ts';

// Sign-up, the waitlist, cancellation, check-in. Personal answers are sealed at rest and whole only for the person
// they belong to; everyone else, the publisher included, sees them masked.

/** No 0/O or 1/I: a code is read aloud and typed. 32 letters, 10 of them: 50 bits from a secure source. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;
export const newCheckInCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
export const normaliseCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

const UNIQUE_VIOLATION = '23505';

/** Splits answers into the sealed personal part (with its masked form) and the rest. */
export function splitAnswers(questions: readonly Question[], answers: Record<string, AnswerValue>) {
  const personal: Record<string, string> = {};
  const masked: Record<string, string> = {};
  const rest: Record<string, AnswerValue> = {};
  let name: string | null = null;
  for (const q of questions) {
    const value = answers[q.id];
    if (value === undefined || (typeof value === 'string' && value.trim() === '')) continue;
    if (isPersonalQuestion(q.type) && typeof value === 'string') {
      personal[q.id] = value.trim();
      masked[q.id] = maskAnswer(q.type, value.trim());
      if (q.type === 'name') name = value.trim();
    } else {
      rest[q.id] = typeof value === 'string' ? value.trim() : value;
    }
  }
  return { personal, masked, rest, hasName: name !== null };
}

export async function signUp(
  app: AppContext,
  me: SessionUser,
  input: {
    activityId: number;
    ticketId: number;
    answers: Record<string, AnswerValue>;
    waitlist: boolean;
    price?: number | undefined;
    currency?: 'CNY' | 'WYB' | undefined;
  },
) {
  const card = await visibleActivity(app, me, input.activityId);
  if (card.user_id === me.id) throw refuse('不能报名自己发布的活动');
  const activity = (await findActivity(app.db, input.activityId))!;
  const state = enrolStateOf(card);
  if (state === 'ended') throw refuse('活动已结束');
  if (state === 'closed') throw refuse('报名已截止');
  if (state === 'notStarted') throw refuse('报名尚未开始');
  if (activity.invite_only) {
    const mobileHash = await findMobileHash(app.db, me.id);
    if (!mobileHash || !(await isInvited(app.db, activity.id, mobileHash))) throw refuse('该活动仅限受邀用户报名');
  }
  // A held seat is taken by signing up again while the hold lasts; the answers given with the first sign-up stand.
  const live = await findLiveEnrolment(app.db, activity.id, me.id);
  if (live?.status === 'offered') {
    checkAgreedPrice(input, live);
    await takeHold(app, me.id, live.id, live.ticket_id, activity.title);
    return enrolmentFor(app, me, live.id);
  }
  const ticket = await findTicketOf(app.db, activity.id, input.ticketId);
  if (!ticket) throw refuse('票种不存在');
  checkAgreedPrice(input, ticket);
  const problems = checkAnswers(activity.questions, input.answers);
  if (problems.length) throw refuse(problems[0]!.message, { problems });
  const { personal, masked, rest, hasName } = splitAnswers(activity.questions, input.answers);
  let outcome;
  try {
    outcome = await takeSeat(
      app,
      {
        activityId: activity.id,
        ticketId: input.ticketId,
        userId: me.id,
        code: newCheckInCode(),
        personalEnc: await sealPersonal(app, { activityId: activity.id, userId: me.id }, personal),
        personalMasked: masked,
        answers: rest,
        hasName,
      },
      input.waitlist,
      activity.title,
      ticket.currency === 'WYB' && ticket.price > 0,
      input.price === undefined ? undefined : { price: input.price, currency: input.currency ?? ticket.currency },
    );
  } catch (err) {
    // The same person racing themselves (two tickets at once): the partial unique index lets one through.
    if ((err as { code?: string }).code === UNIQUE_VIOLATION) throw refuse('你已报名该活动');
    throw err;
  }
  if (outcome.kind === 'noTicket') throw refuse('票种不存在');
  if (outcome.kind === 'full') throw refuse('名额已满');
  if (outcome.kind === 'already') {
    // A held seat is taken by signing up again while the hold lasts.
    if (outcome.status === 'offered') {
      const held = await findEnrolment(app.db, outcome.id);
      await takeHold(app, me.id, outcome.id, held!.ticket_id, activity.title);
      return enrolmentFor(app, me, outcome.id);
    }
    throw refuse(outcome.status === 'waitlisted' ? '你已在候补名单中' : '你已报名该活动');
  }
  return enrolmentFor(app, me, outcome.id);
}

/**
 * The price the person confirmed must be the ticket's price now: a price changed between the confirm step and the
 * request is refused rather than charged (docs/product/activity-tickets.md).
 */
function checkAgreedPrice(
  input: { price?: number | undefined; currency?: 'CNY' | 'WYB' | undefined },
  ticket: { price: number; currency: 'CNY' | 'WYB' },
) {
  if (input.price === undefined && input.currency === undefined) return;
  if (input.price !== ticket.price || (input.currency ?? ticket.currency) !== ticket.currency)
    throw refuse('票价已变化，请确认新的价格后再报名', { price: ticket.price, currency: ticket.currency });
}

async function enrolmentFor(app: AppContext, me: SessionUser, id: number) {
  const row = await findEnrolment(app.db, id);
  if (!row) throw notFound();
  return view(app, row, me);
}

/** One enrolment as `viewer` may see it: whole for its owner, masked for everyone else. */
export async function view(app: AppContext, e: EnrolmentRow, viewer: SessionUser | null) {
  const owner = viewer?.id === e.user_id;
  const personal = owner
    ? await openPersonal(app, { activityId: e.activity_id, userId: e.user_id }, e.personal_enc)
    : e.personal_masked;
  const nameQuestion = e.questions.find((q) => q.type === 'name');
  const name = nameQuestion ? (personal[nameQuestion.id] ?? null) : null;
  return {
    id: String(e.id),
    activityId: String(e.activity_id),
    activityTitle: e.activity_title,
    ticketId: String(e.ticket_id),
    ticketName: e.ticket_name,
    price: e.price,
    currency: e.currency,
    payment: paymentOf(e),
    status: e.status,
    position: e.position,
    holdExpiresAt: iso(e.hold_expires_at),
    checkedInAt: iso(e.checked_in_at),
    createdAt: e.created_at.toISOString(),
    user: { userId: e.user_code, nickname: e.nickname, avatar: e.avatar_url },
    masked: !owner,
    personal,
    answers: e.answers,
    name,
    verificationBools: !e.has_name,
    code: owner ? e.code : null,
    qrSvg: owner
      ? await (await import('qrcode')).default.toString(e.code, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      : null,
  };
}

/** findActivityEnrollById: for its owner (whole) or the activity's publisher (masked); nobody else. */
export async function enrolmentById(app: AppContext, me: SessionUser, id: number) {
  const e = await findEnrolment(app.db, id);
  authorize(me, 'read', e && { kind: 'enrolment', userId: e.user_id, publisherId: e.publisher_id });
  if (!e) throw notFound();
  return view(app, e, me);
}

/** findActivityEnrollByCode: the publisher only. Anyone else learns nothing, not even that the code exists. */
export async function enrolmentByCode(app: AppContext, me: SessionUser, code: string) {
  const e = await findEnrolmentByCode(app.db, normaliseCode(code));
  if (!e || !can(me, 'checkIn', { kind: 'enrolment', userId: e.user_id, publisherId: e.publisher_id }))
    throw refuse('核销码无效');
  return view(app, e, me);
}

export async function checkInById(app: AppContext, me: SessionUser, id: number) {
  const e = await findEnrolment(app.db, id);
  if (!e) throw notFound();
  authorize(me, 'checkIn', { kind: 'enrolment', userId: e.user_id, publisherId: e.publisher_id });
  if (e.status !== 'enrolled') throw refuse('该报名没有确认的名额，不能核销');
  const done = await checkIn(app.db, id, me.id);
  if (done?.checked_in_at) return { id: String(id), checkedInAt: done.checked_in_at.toISOString() };
  const now = await findEnrolment(app.db, id);
  if (now?.checked_in_at)
    throw refuse(`已核销，核销时间 ${formatDateTime(now.checked_in_at)}`, {
      checkedInAt: now.checked_in_at.toISOString(),
    });
  throw refuse('该报名没有确认的名额，不能核销');
}

export async function cancel(app: AppContext, me: SessionUser, id: number) {
  const e = await findEnrolment(app.db, id);
  if (!e) throw notFound();
  authorize(me, 'cancel', { kind: 'enrolment', userId: e.user_id, publisherId: e.publisher_id });
  const outcome = await cancelSeat(app, id, e.ticket_id);
  if (outcome.kind === 'notLive') throw refuse('报名已取消');
  if (outcome.kind === 'checkedIn') throw refuse('已核销的报名不能取消');
  // The sign-up reward rests on the sign-ups that still hold a seat: the seat's release was published with the
  // cancellation, and growth re-checks it before this answer goes out.
  return {
    id: String(id),
    status: 'cancelled' as const,
    offeredTo: outcome.offeredTo ? String(outcome.offeredTo) : null,
    refunded: outcome.refunded,
  };
}

/** The sign-up list: the publisher sees everyone in line (masked), the public the enrolled (names masked). */
export async function enrolmentList(
  app: AppContext,
  viewer: SessionUser | null,
  input: { activityId: number; cursor?: string | null | undefined; pageSize: number },
) {
  const card = await visibleActivity(app, viewer, input.activityId);
  const isPublisher = can(viewer, 'manage', { kind: 'activity', publisherId: card.user_id });
  const at = decodeCursor(input.cursor);
  const rows = await findEnrolmentPage(app.db, card.id, isPublisher, at?.id ?? null, input.pageSize + 1);
  const page = rows.slice(0, input.pageSize);
  const last = page.at(-1);
  return {
    isPublisher,
    rows: page.map((e) => {
      const nameQuestion = e.questions.find((q) => q.type === 'name');
      return {
        id: String(e.id),
        user: { userId: e.user_code, nickname: e.nickname, avatar: e.avatar_url },
        ticketName: e.ticket_name,
        status: e.status,
        position: e.position,
        checkedInAt: iso(e.checked_in_at),
        createdAt: e.created_at.toISOString(),
        name: nameQuestion ? (e.personal_masked[nameQuestion.id] ?? null) : null,
        personal: isPublisher ? e.personal_masked : {},
      };
    }),
    nextCursor: rows.length > input.pageSize && last ? encodeCursor({ value: 'e', id: last.id }) : null,
  };
}

/** myJoin: the activities I signed up for (live enrolments), newest sign-up first; one query whatever the page. */
export async function myJoin(
  app: AppContext,
  me: SessionUser,
  input: { cursor?: string | null | undefined; pageSize: number },
) {
  const at = decodeCursor(input.cursor);
  const joined = await findJoinedPage(app.db, me.id, at?.id ?? null, input.pageSize + 1);
  const page = joined.slice(0, input.pageSize);
  const last = page.at(-1);
  return {
    rows: page.map((j) => ({
      ...cardView(j),
      enrolment: {
        id: String(j.enrolment_id),
        status: j.enrolment_status,
        ticketId: String(j.ticket_id),
        position: j.position,
        holdExpiresAt: iso(j.hold_expires_at),
        checkedInAt: iso(j.checked_in_at),
        // The list is its owner's alone: the code shows at the door without opening the sign-up.
        code: j.enrolment_status === 'enrolled' ? j.code : null,
      },
    })),
    nextCursor: joined.length > input.pageSize && last ? encodeCursor({ value: 'e', id: last.enrolment_id }) : null,
  };
}
