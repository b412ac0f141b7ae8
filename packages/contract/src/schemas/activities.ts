import { z } from 'zod';
import { authorRef, cursor, id, identifier, keysetPage, numberedPage, pageSize } from './common.ts';

// Activities and clubs (docs/product/api-paths.md, and /api/destination/v1/info/aCalendar).
// Times travel as ISO 8601 strings; prices as integers in the smallest unit (fen for CNY, whole coins for WYB).

const pageNo = z.coerce.number().int().min(1).max(1000).default(1);
const when = z.iso.datetime({ offset: true });
const text = (max: number) => z.string().max(max);

export const activityStatus = z.enum(['draft', 'online', 'offline', 'deleted']);
/** What the sign-up button tells: not open yet, open, full (waitlist), closed (window over), ended. */
export const enrolState = z.enum(['notStarted', 'open', 'full', 'closed', 'ended']);
export const enrolmentStatus = z.enum(['enrolled', 'waitlisted', 'offered', 'cancelled', 'expired']);
export const ticketCurrency = z.enum(['CNY', 'WYB']);
export const ticketPayMethod = z.enum(['onsite', 'app']);
/** How a ticket is paid, told before the person confirms: free, 无忧币 with the seat, at the door, in the app. */
export const ticketPayment = z.object({
  method: z.enum(['free', 'points', 'onsite', 'app']),
  note: z.string(),
});
export const questionType = z.enum([
  'name',
  'mobile',
  'idNumber',
  'passport',
  'gender',
  'email',
  'text',
  'single',
  'multiple',
]);

export const ticketInput = z.object({
  /** An existing ticket type of this activity; absent for a new one. */
  id: id.optional(),
  name: z.string().trim().min(1).max(30),
  price: z.number().int().min(0).max(100_000_000).default(0),
  currency: ticketCurrency.default('CNY'),
  capacity: z.number().int().min(1).max(100_000),
  /** How a ticket priced in money is paid: at the door (default) or in the brand's app. */
  payMethod: ticketPayMethod.default('onsite'),
});
export const questionInput = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,20}$/)
    .optional(),
  type: questionType,
  title: z.string().trim().min(1).max(30),
  required: z.boolean().default(true),
  options: z.array(z.string().trim().min(1).max(30)).max(20).optional(),
});

/**
 * saveDraft, add and update take the same shape; every field may be missing from a draft, and add/update check
 * completeness with reasons in Chinese (code 1). `id` names the draft or activity being saved.
 */
export const activityInput = z.object({
  id: id.optional(),
  title: text(200).optional(),
  intro: text(20_000).optional(),
  coverUrl: text(500).nullish(),
  classifyId: id.nullish(),
  city: text(40).optional(),
  address: text(200).optional(),
  destinationId: id.nullish(),
  latitude: z.number().min(-90).max(90).nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
  startAt: when.nullish(),
  endAt: when.nullish(),
  enrolStartAt: when.nullish(),
  enrolEndAt: when.nullish(),
  inviteOnly: z.boolean().optional(),
  clubId: id.nullish(),
  questions: z.array(questionInput).max(30).optional(),
  tags: z.array(z.string().trim().min(1).max(12)).max(10).optional(),
  tickets: z.array(ticketInput).max(10).optional(),
});
export const activitySaved = z.object({ id: z.string(), status: activityStatus });

export const ticketView = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number().int(),
  currency: ticketCurrency,
  capacity: z.number().int(),
  left: z.number().int(),
  payMethod: ticketPayMethod,
  payment: ticketPayment,
});
export const questionView = z.object({
  id: z.string(),
  type: questionType,
  title: z.string(),
  required: z.boolean(),
  options: z.array(z.string()).optional(),
});

export const activityCard = z.object({
  id: z.string(),
  title: z.string(),
  coverUrl: z.string().nullable(),
  classifyId: z.string().nullable(),
  classifyName: z.string().nullable(),
  city: z.string(),
  address: z.string(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  status: activityStatus,
  enrolState,
  capacity: z.number().int(),
  enrolledCount: z.number().int(),
  /** The cheapest ticket; null when there are none yet. 0 is free. */
  minPrice: z.number().int().nullable(),
  currency: ticketCurrency.nullable(),
  viewCount: z.number().int(),
  inviteOnly: z.boolean(),
  clubId: z.string().nullable(),
  /** Chosen by the operations team (the console's 精选): shown first in the square's 精选 row and marked. */
  featured: z.boolean(),
  publisher: authorRef,
});
export type ActivityCard = z.infer<typeof activityCard>;

export const myEnrolmentRef = z.object({
  id: z.string(),
  status: enrolmentStatus,
  ticketId: z.string(),
  /** Place in the waitlist (1 = next), null unless waitlisted. */
  position: z.number().int().nullable(),
  holdExpiresAt: z.string().nullable(),
  checkedInAt: z.string().nullable(),
});

export const diyContent = z.object({
  id: z.string(),
  kind: z.enum(['text', 'image']),
  title: z.string(),
  body: z.string(),
  imageUrl: z.string().nullable(),
  sort: z.number().int(),
});

export const activityDetail = activityCard.extend({
  intro: z.string(),
  destinationId: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  enrolStartAt: z.string().nullable(),
  enrolEndAt: z.string().nullable(),
  tickets: z.array(ticketView),
  questions: z.array(questionView),
  tags: z.array(z.string()),
  waitlistCount: z.number().int(),
  diyContents: z.array(diyContent),
  isMine: z.boolean(),
  /** Likes and comments of the activity, and the viewer's like, collect and follow of the publisher. */
  social: z.object({
    likeCount: z.number().int(),
    commentCount: z.number().int(),
    liked: z.boolean(),
    collected: z.boolean(),
    ownerFollowed: z.boolean(),
  }),
  myEnrolment: myEnrolmentRef.nullable(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
});

export const activityIdRequest = z.object({ id });
export const activityListRequest = z.object({
  classifyId: id.optional(),
  city: text(40).optional(),
  /** YYYY-MM-DD (Asia/Shanghai): activities running on or after this day. */
  dateFrom: z.iso.date().optional(),
  /** YYYY-MM-DD: activities starting on or before this day. */
  dateTo: z.iso.date().optional(),
  /** upcoming (default): running or to come, ending soonest first; ended: latest first; open: sign-up open now. */
  status: z.enum(['upcoming', 'open', 'ended']).default('upcoming'),
  clubId: id.optional(),
  /**
   * One publisher's activities (their user code, the userId answers show): a person's home lists what they run.
   * Only their online activities the viewer may see, like the square; never drafts, offline or deleted ones.
   */
  publisherId: identifier(40).optional(),
  /** true: only the activities the operations team featured (the square's 精选 row), in the same order. */
  featured: z.boolean().optional(),
  cursor,
  pageSize,
});
export const activityListResponse = keysetPage(activityCard);
export const findOneByOneRequest = activityListRequest
  .omit({ cursor: true, pageSize: true })
  .extend({ id, direction: z.enum(['prev', 'next']).default('next') });
export const findOneByOneResponse = z.object({ row: activityCard.nullable() });

export const classifysResponse = z.object({ rows: z.array(z.object({ id: z.string(), name: z.string() })) });
export const activitySummary = z.object({
  id: z.string(),
  capacity: z.number().int(),
  enrolledCount: z.number().int(),
  left: z.number().int(),
  waitlistCount: z.number().int(),
  checkedInCount: z.number().int(),
  viewCount: z.number().int(),
  enrolState,
});
export const browseNumRequest = z.object({ ids: z.array(id).max(100).optional() });
export const browseNumResponse = z.object({
  activityCount: z.number().int(),
  browseNum: z.number().int(),
  rows: z.array(z.object({ id: z.string(), viewCount: z.number().int() })),
});

export const myListRequest = z.object({ status: activityStatus.optional(), cursor, pageSize });
export const myPublishResponse = keysetPage(activityCard);
/** One's own sign-up in one's list: with its check-in code once the seat is one's own (null while waiting or offered). */
export const joinedEnrolment = myEnrolmentRef.extend({ code: z.string().nullable() });
export const myJoinRow = activityCard.extend({ enrolment: joinedEnrolment });
export const myJoinResponse = keysetPage(myJoinRow);
export const permissionResponse = z.object({ permission: z.boolean() });

export const diyListRequest = z.object({ activityId: id });
export const diyListResponse = z.object({ rows: z.array(diyContent) });
export const addDiyRequest = z.object({
  activityId: id,
  kind: z.enum(['text', 'image']).default('text'),
  title: text(60).default(''),
  body: text(5000).default(''),
  imageUrl: text(500).nullish(),
  sort: z.number().int().min(0).max(1000).default(0),
});
export const diyAddedResponse = z.object({ id: z.string() });
export const delDiyRequest = z.object({ id });

// Enrolments. Personal answers (name, mobile, ID number, passport, email) are whole only for their owner.
export const answerValue = z.union([z.string().max(400), z.array(z.string().max(60)).max(20)]);
export const enrolRequest = z.object({
  activityId: id,
  ticketId: id,
  answers: z.record(z.string().max(20), answerValue).default({}),
  /** When the ticket is full: join the waitlist (default) or refuse. */
  waitlist: z.boolean().default(true),
  /** The price the person confirmed; when given, a ticket whose price has changed since is refused, not charged. */
  price: z.number().int().min(0).optional(),
  currency: ticketCurrency.optional(),
});
export const enrolmentView = z.object({
  id: z.string(),
  activityId: z.string(),
  activityTitle: z.string(),
  ticketId: z.string(),
  ticketName: z.string(),
  price: z.number().int(),
  currency: ticketCurrency,
  /** How it is paid; `paidCoin` is what the seat took in 无忧币, `refunded` whether that came back. */
  payment: ticketPayment.extend({ paidCoin: z.number().int(), refunded: z.boolean() }),
  status: enrolmentStatus,
  position: z.number().int().nullable(),
  holdExpiresAt: z.string().nullable(),
  checkedInAt: z.string().nullable(),
  createdAt: z.string(),
  user: authorRef,
  /** True when `personal` is masked (anyone but the owner). */
  masked: z.boolean(),
  personal: z.record(z.string(), z.string()),
  answers: z.record(z.string(), answerValue),
  /** The enrol info's name field (masked unless the owner asks); null when the question set has none. */
  name: z.string().nullable(),
  /** docs/product/activities.md: true when the enrol info has no name field. */
  verificationBools: z.boolean(),
  /** The owner's check-in code and its QR code (an SVG document); null for anyone else. */
  code: z.string().nullable(),
  qrSvg: z.string().nullable(),
});
export const enrolListRequest = z.object({ activityId: id, cursor, pageSize });
export const enrolListRow = z.object({
  id: z.string(),
  user: authorRef,
  ticketName: z.string(),
  status: enrolmentStatus,
  position: z.number().int().nullable(),
  checkedInAt: z.string().nullable(),
  createdAt: z.string(),
  name: z.string().nullable(),
  personal: z.record(z.string(), z.string()),
});
export const enrolListResponse = keysetPage(enrolListRow).extend({ isPublisher: z.boolean() });
export const enrolByCodeRequest = z.object({ code: z.string().trim().min(4).max(40) });
export const checkInRequest = z.object({ id });
export const checkInResponse = z.object({ id: z.string(), checkedInAt: z.string() });
export const cancelEnrolRequest = z.object({ id });
export const cancelEnrolResponse = z.object({
  id: z.string(),
  status: enrolmentStatus,
  /** The enrolment the freed seat was offered to, if anyone was waiting. */
  offeredTo: z.string().nullable(),
  /** 无忧币 given back with the cancellation (0 when nothing was charged). */
  refunded: z.number().int(),
});
export const exportEnrolRequest = z.object({ activityId: id });
/**
 * An invitation import, read off the request path: the upload answers it queued, the organiser polls it until done
 * (imported, total) or failed (message, the first 100 bad rows and their count).
 */
export const importInvitationResponse = z.object({
  id: z.string(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  rowsRead: z.number().int(),
  imported: z.number().int(),
  total: z.number().int(),
  badCount: z.number().int(),
  badRows: z.array(z.object({ row: z.number().int(), value: z.string() })),
  message: z.string(),
});
export const importStatusRequest = z.object({ id });

// Clubs.
export const clubMember = authorRef.extend({ role: z.enum(['master', 'member']), joinedAt: z.string() });
export const clubView = z.object({
  id: z.string(),
  name: z.string(),
  intro: z.string(),
  coverUrl: z.string().nullable(),
  memberCount: z.number().int(),
  daoId: z.string().nullable(),
  barUserId: z.string(),
});
export const clubJoinRequest = z.object({ clubId: id });
export const clubJoinResponse = z.object({ clubId: z.string(), joined: z.boolean(), memberCount: z.number().int() });
export const clubMembersRequest = z.object({ clubId: id, pageNo, pageSize });
export const clubMembersResponse = numberedPage(clubMember);
export const barClubMembersResponse = z.object({
  rows: z.array(clubMember),
  items: z.array(clubMember),
  pageVo: z.object({ pageNo: z.number().int(), pageSize: z.number().int(), total: z.number().int() }),
  barUserId: z.string(),
});
export const myClubsResponse = z.object({
  rows: z.array(clubView.extend({ role: z.enum(['master', 'member']), members: z.array(authorRef) })),
});
export const daoClubRequest = z.object({ daoId: z.string().trim().min(1).max(64) });
export const daoClubResponse = clubView.extend({ isMember: z.boolean() });

// The activity calendar (/activityCalendar).
export const calendarRequest = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  date: z.iso.date().optional(),
  destinationId: id.optional(),
  city: text(40).optional(),
});
export const calendarResponse = z.object({
  month: z.string(),
  days: z.array(z.object({ date: z.string(), count: z.number().int() })),
  date: z.string().nullable(),
  rows: z.array(activityCard),
});
