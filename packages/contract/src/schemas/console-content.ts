import { z } from 'zod';
import { cursor, freeText, id, identifier, keysetPage, line, pageSize } from './common.ts';

// The console's content and configuration paths: held content, pre-moderation, sensitive words, people's records,
// the publishing whitelist and its applications, activities, places, topics, adverts and channels
// (docs/product/console-content.md).

/** Why an operator does what they do: every write carries one, kept in the audit trail. */
const reason = freeText().trim().min(2).max(200);
const userId = identifier(40);
const search = line().trim().max(40).optional();
const isoTime = z.iso.datetime({ offset: true });
const url = line().trim().max(500);

// —— held content and pre-moderation ——

/** Why an item waits: the content filter held it, or its author's first post waited under pre-moderation. */
export const HELD_CAUSES = ['filter', 'firstPost'] as const;
export const heldListRequest = z.object({
  targetType: z.enum(['content', 'comment']).optional(),
  cursor,
  pageSize,
});
/** The target as users would see it once passed. */
export const heldTarget = z.object({
  type: z.string(),
  title: z.string(),
  text: z.string(),
  images: z.array(z.string()),
  /** For a comment: what it is on. */
  on: z.object({ targetType: z.string(), targetId: z.string() }).nullable(),
  createdAt: z.string(),
});
export const authorRow = z.object({ userId: z.string(), nickname: z.string(), avatar: z.string().nullable() });
export const heldRow = z.object({
  targetType: z.enum(['content', 'comment']),
  targetId: z.string(),
  cause: z.enum(HELD_CAUSES),
  target: heldTarget,
  author: authorRow,
});
export const heldListResponse = keysetPage(heldRow);
export const heldDecideRequest = z.object({
  targetType: z.enum(['content', 'comment']),
  targetId: id,
  /** pass: published as if never held; reject: it stays out of sight for good (its author is told). */
  decision: z.enum(['pass', 'reject']),
  reason,
});
export const heldDecideResponse = z.object({ state: z.string() });

export const reviewSettingsResponse = z.object({
  /** When on, a new account's first post waits for a moderator. */
  preModeration: z.boolean(),
});
export const setPreModerationRequest = z.object({ enabled: z.boolean(), reason });

/** A member's record, for a moderator deciding and for customer service: counts and the latest of each. */
export const authorHistoryRequest = z.object({ userId });
export const pastModerationRow = z.object({
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  reason: z.string(),
  at: z.string(),
});
export const authorHistoryResponse = z.object({
  user: authorRow.extend({ createdAt: z.string() }),
  posts: z.number().int(),
  reportsMade: z.number().int(),
  reportsReceived: z.number().int(),
  /** Mute or ban in force: until when (null: none). */
  mutedUntil: z.string().nullable(),
  /** Banned since (a ban has no end; a restore lifts it). */
  bannedAt: z.string().nullable(),
  moderation: z.array(pastModerationRow),
});

// —— sensitive words ——

export const SENSITIVE_CATEGORIES = [
  'politics',
  'pornography',
  'gambling',
  'drugs',
  'fraud',
  'trade',
  'insult',
  'violence',
  'terrorism',
  'custom',
] as const;
export const SENSITIVE_VERDICTS = ['block', 'review', 'mask'] as const;
const category = z.enum(SENSITIVE_CATEGORIES);
const verdict = z.enum(SENSITIVE_VERDICTS);
export const wordListRequest = z.object({ category: category.optional(), q: search, cursor, pageSize });
export const wordRow = z.object({
  id: z.string(),
  word: z.string(),
  category,
  verdict,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const wordListResponse = keysetPage(wordRow);
export const wordAddRequest = z.object({
  word: line().trim().min(2).max(40),
  category: category.optional(),
  verdict: verdict.optional(),
  reason,
});
export const wordUpdateRequest = z.object({ id, category: category.optional(), verdict: verdict.optional(), reason });
export const wordRemoveRequest = z.object({ ids: z.array(id).min(1).max(500), reason });
export const wordRemoveResponse = z.object({ removed: z.number().int() });
/** Lines of `word[,category[,verdict]]` (comma or tab); a first line `word,…` is a header and skipped. */
export const wordImportRequest = z.object({ text: freeText().max(400_000), reason });
export const wordImportResponse = z.object({ imported: z.number().int() });

// —— people ——

export const personRequest = z.object({ userId });
export const personPageRequest = z.object({ userId, cursor, pageSize });
export const personDetailResponse = authorHistoryResponse.extend({
  /** Masked. */
  mobile: z.string().nullable(),
  communityRoles: z.array(z.string()),
  publisher: z.boolean(),
});
export const personPostRow = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  text: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export const personPostsResponse = keysetPage(personPostRow);
export const personReportsRequest = z.object({ userId, direction: z.enum(['made', 'received']), cursor, pageSize });
export const personReportRow = z.object({
  id: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  reason: z.string(),
  state: z.string(),
  createdAt: z.string(),
});
export const personReportsResponse = keysetPage(personReportRow);
export const personPointsRow = z.object({
  id: z.string(),
  coin: z.number().int(),
  exp: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
});
export const personPointsResponse = keysetPage(personPointsRow);
export const personSignupRow = z.object({
  id: z.string(),
  activityId: z.string(),
  activityTitle: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export const personSignupsResponse = keysetPage(personSignupRow);
export const personSanctionRequest = z.object({
  userId,
  action: z.enum(['mute', 'ban', 'restore']),
  days: z.coerce.number().int().min(1).max(3650).optional(),
  reason,
});
export const personSanctionResponse = z.object({ state: z.string() });
export const personSetModeratorRequest = z.object({ userId, moderator: z.boolean(), reason });
export const personSetPublisherRequest = z.object({ userId, allowed: z.boolean(), reason });
export const personFlagResponse = z.object({ value: z.boolean() });

// —— the publishing whitelist's applications ——

export const APPLICATION_STATES = ['pending', 'approved', 'declined'] as const;
export const publisherApplyRequest = z.object({ reason: freeText().trim().min(2).max(200) });
export const publisherApplicationResponse = z.object({
  /** none: never applied (or may not need to: already a publisher). */
  state: z.enum(['none', ...APPLICATION_STATES]),
  reason: z.string(),
  /** The console's answer to a decided application. */
  answer: z.string(),
  createdAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  publisher: z.boolean(),
});
export const applicationListRequest = z.object({ state: z.enum(APPLICATION_STATES).optional(), cursor, pageSize });
export const applicationRow = z.object({
  id: z.string(),
  user: authorRow,
  reason: z.string(),
  state: z.enum(APPLICATION_STATES),
  answer: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export const applicationListResponse = keysetPage(applicationRow);
export const applicationDecideRequest = z.object({ id, approve: z.boolean(), reason });
export const applicationDecideResponse = applicationRow;

// —— activities ——

export const consoleActivityListRequest = z.object({
  q: search,
  status: z.enum(['draft', 'online', 'offline', 'deleted']).optional(),
  featured: z.boolean().optional(),
  cursor,
  pageSize,
});
export const consoleActivityRow = z.object({
  id: z.string(),
  title: z.string(),
  status: z.string(),
  featured: z.boolean(),
  publisher: authorRow,
  city: z.string(),
  startAt: z.string().nullable(),
  signups: z.number().int(),
  takenDownReason: z.string(),
  createdAt: z.string(),
});
export const consoleActivityListResponse = keysetPage(consoleActivityRow);
export const activityTakeDownRequest = z.object({ id, reason });
export const activityFeatureRequest = z.object({ id, featured: z.boolean(), reason });
export const activityRowResponse = consoleActivityRow;
export const activitySignupsRequest = z.object({ id, cursor, pageSize });
export const activitySignupRow = z.object({
  id: z.string(),
  user: authorRow,
  name: z.string(),
  /** Masked (138****5678). */
  mobile: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export const activitySignupsResponse = keysetPage(activitySignupRow);

// —— places ——

export const proposalListRequest = z.object({
  state: z.enum(['pending', 'approved', 'rejected']).optional(),
  cursor,
  pageSize,
});
export const proposalRow = z.object({
  id: z.string(),
  proposer: authorRow,
  name: z.string(),
  kind: z.string(),
  lat: z.number(),
  lng: z.number(),
  address: z.string(),
  intro: z.string(),
  destinationId: z.string().nullable(),
  state: z.string(),
  reason: z.string(),
  poiId: z.string().nullable(),
  createdAt: z.string(),
});
export const proposalListResponse = keysetPage(proposalRow);
export const proposalDecideRequest = z.object({ id, approve: z.boolean(), reason });
export const proposalDecideResponse = proposalRow;
export const POI_NOTICE_KINDS = ['hours', 'ticket', 'tip', 'traffic'] as const;
const poiNotice = z.object({
  kind: z.enum(POI_NOTICE_KINDS),
  title: line().trim().min(1).max(40),
  body: freeText().trim().min(1).max(2000),
});
const poiPhoto = z.object({
  url,
  width: z.number().int().min(0).max(20_000),
  height: z.number().int().min(0).max(20_000),
});
export const poiRequest = z.object({ id });
export const poiEditableResponse = z.object({
  id: z.string(),
  name: z.string(),
  notices: z.array(poiNotice),
  photos: z.array(poiPhoto),
  tags: z.array(z.string()),
});
export const poiEditRequest = z.object({
  id,
  notices: z.array(poiNotice).max(20).optional(),
  photos: z.array(poiPhoto).max(30).optional(),
  tags: z.array(line().trim().min(1).max(20)).max(20).optional(),
  reason,
});

// —— topics ——

export const topicListRequest = z.object({ q: search, cursor, pageSize });
export const consoleTopicRow = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  coverUrl: z.string().nullable(),
  subclassId: z.string().nullable(),
  sort: z.number().int(),
  hidden: z.boolean(),
  contentCount: z.number().int(),
});
export const topicListResponse = keysetPage(consoleTopicRow);
export const topicSaveRequest = z.object({
  /** Absent: a new topic. */
  id: id.optional(),
  title: line().trim().min(1).max(30),
  description: freeText().trim().max(500).default(''),
  coverUrl: url.nullable().optional(),
  subclassId: id.nullable().optional(),
  reason,
});
export const topicRowResponse = consoleTopicRow;
/** The ids in the order they show: the first shows first. */
export const orderRequest = z.object({ ids: z.array(id).min(1).max(500), reason });
export const orderResponse = z.object({ ordered: z.number().int() });
export const topicHideRequest = z.object({ id, hidden: z.boolean(), reason });

// —— adverts (banners) ——

export const advertListRequest = z.object({ pageSlot: identifier(40).optional(), cursor, pageSize });
export const advertRow = z.object({
  id: z.string(),
  pageSlot: z.string(),
  /** '' shows on every channel; otherwise a store id or source key. */
  channel: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  linkUrl: z.string(),
  sort: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  active: z.boolean(),
});
export const advertListResponse = keysetPage(advertRow);
export const advertSaveRequest = z.object({
  id: id.optional(),
  pageSlot: identifier(40),
  /** '' (the default): every channel; otherwise a store id or source key. */
  channel: line().trim().max(40).default(''),
  title: line().trim().min(1).max(60),
  imageUrl: url.min(1),
  linkUrl: url.default(''),
  startsAt: isoTime.nullable().optional(),
  endsAt: isoTime.nullable().optional(),
  active: z.boolean().default(true),
  reason,
});
export const advertRowResponse = advertRow;

// —— channels ——

export const CHANNEL_SWITCHES = [
  'showFollow',
  'showRelease',
  'showCircle',
  'showCard',
  'showCollect',
  'showInlet',
] as const;
export const consoleChannelRow = z.object({
  source: z.string(),
  key: z.string(),
  name: z.string(),
  storeId: z.string(),
  merchantId: z.string(),
  channelId: z.string(),
  /** null: the default that follows from the store id. */
  showFollow: z.boolean().nullable(),
  showRelease: z.boolean().nullable(),
  showCircle: z.boolean().nullable(),
  showCard: z.boolean().nullable(),
  showCollect: z.boolean().nullable(),
  showInlet: z.boolean().nullable(),
});
export const channelListResponse = z.object({ rows: z.array(consoleChannelRow) });
const channelSwitch = z.boolean().nullable().optional();
export const channelSaveRequest = z.object({
  source: line().max(40),
  storeId: line().trim().max(40).optional(),
  merchantId: line().trim().max(40).optional(),
  channelId: line().trim().max(40).optional(),
  showFollow: channelSwitch,
  showRelease: channelSwitch,
  showCircle: channelSwitch,
  showCard: channelSwitch,
  showCollect: channelSwitch,
  showInlet: channelSwitch,
  reason,
});
export const channelRowResponse = consoleChannelRow;
