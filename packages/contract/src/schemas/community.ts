import { z } from 'zod';
import { authorRef, cursor, freeText, id, identifier, keysetPage, line, numberedPage, pageSize } from './common.ts';
import { contentRow, contentType } from './content.ts';

// Community payloads (docs/product/api-paths.md and "Comments, likes, collections, blocking").
// Ids travel as strings in answers; users are named by their user code (userId = userCode).

const userId = identifier(40);
const pageNo = z.coerce.number().int().min(1).max(1000).default(1);
const text = (max: number) => freeText().max(max);

/** A video attached to content: enough for a card and a player. */
export const videoRef = z.object({
  videoId: z.string(),
  videoType: z.string(),
  playURL: z.string(),
  coverURL: z.string(),
  duration: z.number(),
  width: z.number().int(),
  height: z.number().int(),
});
export type VideoRef = z.infer<typeof videoRef>;

/** A feed row: the fixed fields of pub/list and what a card also shows. */
export const feedRow = contentRow.extend({
  topicTitle: z.string().nullable(),
  video: videoRef.nullable(),
  placeName: z.string(),
  poiId: z.string().nullable(),
  destinationId: z.string().nullable(),
  viewCount: z.number().int(),
  shareCount: z.number().int(),
  /** When its author last edited it (shown as 已编辑); null or absent when never. */
  editedAt: z.string().nullable().optional(),
});
export type FeedRow = z.infer<typeof feedRow>;
export const feedPage = keysetPage(feedRow);
export type FeedPage = z.infer<typeof feedPage>;

export const pollView = z.object({
  question: z.string(),
  multiple: z.boolean(),
  endsAt: z.string().nullable(),
  options: z.array(z.object({ index: z.number().int(), text: z.string(), count: z.number().int() })),
  total: z.number().int(),
  myVotes: z.array(z.number().int()),
});

export const contentDetail = feedRow.extend({
  author: authorRef.extend({ followed: z.boolean(), isMe: z.boolean() }),
  poll: pollView.nullable(),
  /** Only its author sees a hidden or held content, marked so; everyone else is answered 'not found'. */
  hidden: z.boolean().optional(),
});
export type ContentDetail = z.infer<typeof contentDetail>;

export const detailRequest = z.object({ id });
export const contentTotalRequest = z
  .object({ userId: userId.optional(), topicId: id.optional() })
  .refine((v) => v.userId !== undefined || v.topicId !== undefined, { path: ['userId'], message: 'userId or topicId' });
export const contentTotalResponse = z.object({
  dynamic: z.number().int(),
  article: z.number().int(),
  total: z.number().int(),
  likeCount: z.number().int(),
});

export const voteRequest = z.object({
  contentId: id,
  options: z.array(z.number().int().min(0).max(19)).min(1).max(20),
});

export const hotelCard = z.object({
  hotelId: z.string(),
  name: z.string(),
  imageUrl: z.string(),
  city: z.string(),
  price: z.number().nullable(),
  currency: z.string(),
});
export const hotelsResponse = z.object({ rows: z.array(hotelCard) });
export const relatedRequest = z.object({ id, pageSize: z.coerce.number().int().min(1).max(20).default(6) });
export const relatedResponse = z.object({ rows: z.array(feedRow) });

export const userRolesRequest = z.object({ userId: userId.optional() });
export const userRolesResponse = z.object({
  roles: z.array(z.enum(['creator', 'talent', 'moderator', 'master'])),
  isMaster: z.boolean(),
  isCreator: z.boolean(),
  isTalent: z.boolean(),
});

export const userCard = authorRef.extend({ bio: z.string(), followed: z.boolean() });
export const fansRequest = z.object({
  userId: userId.optional(),
  list: z.enum(['fans', 'following']).default('fans'),
  cursor,
  pageSize,
});
export const fansResponse = keysetPage(userCard).extend({
  followerCount: z.number().int(),
  followingCount: z.number().int(),
});

export const clubCard = z.object({
  id: z.string(),
  name: z.string(),
  intro: z.string(),
  coverUrl: z.string().nullable(),
  memberCount: z.number().int(),
  role: z.enum(['master', 'member']),
});
export const clubsByGuestRequest = z.object({ userId, pageNo, pageSize });
export const clubsByGuestResponse = numberedPage(clubCard);

// Message threads: notices grouped by kind with unread counts; asking for one kind lists it and marks it read.
export const noticeKind = z.enum(['like', 'comment', 'follow', 'system']);
export const imsRequest = z.object({
  kind: noticeKind.optional(),
  osVersion: line().max(20).optional(),
  cursor,
  pageSize,
});
export const imsV3Request = imsRequest.extend({ imVersion: z.literal('CSB').default('CSB') });
export const noticeRow = z.object({
  id: z.string(),
  kind: noticeKind,
  actor: authorRef.nullable(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  commentId: z.string().nullable(),
  title: z.string(),
  excerpt: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export const noticeGroup = z.object({
  kind: noticeKind,
  title: z.string(),
  unread: z.number().int(),
  latest: noticeRow.nullable(),
});
export const imsResponse = keysetPage(noticeRow).extend({
  groups: z.array(noticeGroup),
  unreadTotal: z.number().int(),
});
export const imsV3Response = imsResponse.extend({ imVersion: z.literal('CSB') });

export const talentRow = authorRef.extend({
  title: z.string(),
  intro: z.string(),
  category: z.string(),
  followerCount: z.number().int(),
  contentCount: z.number().int(),
});
export const talentListRequest = z.object({ category: line().max(20).optional(), pageNo, pageSize });
export const talentListResponse = numberedPage(talentRow);
export const contributeRequest = z.object({
  days: z.coerce.number().int().min(1).max(365).default(30),
  pageNo,
  pageSize,
});
export const contributeRow = authorRef.extend({
  rank: z.number().int(),
  score: z.number().int(),
  contentCount: z.number().int(),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
});
export const contributeResponse = numberedPage(contributeRow);
export const talentInfoRequest = z.object({ userId });
export const talentInfoResponse = userCard.extend({
  isTalent: z.boolean(),
  isMe: z.boolean(),
  title: z.string(),
  intro: z.string(),
  followerCount: z.number().int(),
  followingCount: z.number().int(),
  contentCount: z.number().int(),
  likeCount: z.number().int(),
  collectCount: z.number().int(),
});

export const topicRow = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  coverUrl: z.string().nullable(),
  subclassId: z.string().nullable(),
  className: z.string(),
  contentCount: z.number().int(),
  viewCount: z.number().int(),
});
export const topicRequest = z.object({ topicId: id });
export const topicDetail = topicRow.extend({
  participantCount: z.number().int(),
  likeCount: z.number().int(),
  participants: z.array(authorRef),
  joined: z.boolean(),
});
export const subclassesResponse = z.object({
  rows: z.array(z.object({ id: z.string(), className: z.string(), topicCount: z.number().int() })),
});
export const topicsByParamsRequest = z.object({
  subclassId: id.optional(),
  keyword: line().max(30).optional(),
  sort: z.enum(['hot', 'new']).default('hot'),
  cursor,
  pageSize,
});
export const topicPage = keysetPage(topicRow);
export const columnsResponse = z.object({
  rows: z.array(z.object({ id: z.string(), name: z.string(), kind: z.enum(['hot', 'new', 'subclass']) })),
});
export const columnDataRequest = z.object({ columnId: id, cursor, pageSize });

export const postListRequest = z.object({
  topicId: id,
  sort: z.enum(['new', 'hot']).default('new'),
  cursor,
  pageSize,
});
export const likeListRequest = z.object({ userId: userId.optional(), cursor, pageSize });
export const likeUsersRequest = z.object({ id, cursor, pageSize });
export const likeUsersResponse = keysetPage(authorRef.extend({ likedAt: z.string() }));

export const shareListRequest = z.object({ userId: userId.optional(), cursor, pageSize });
export const shareRow = z.object({
  id: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  channel: z.string(),
  createdAt: z.string(),
  content: feedRow.nullable(),
});
export const shareListResponse = keysetPage(shareRow);
export const shareConfigRequest = z.object({ key: identifier(60) });
export const shareConfigResponse = z.object({
  key: z.string(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  link: z.string(),
});

export const categoriesResponse = z.object({
  rows: z.array(z.object({ id: z.string(), name: z.string(), iconUrl: z.string() })),
});
export const findWordsRequest = z.object({
  keyword: line().max(30).optional(),
  pageSize: z.coerce.number().int().min(1).max(30).default(10),
});
export const findWordsResponse = z.object({
  hot: z.array(z.object({ word: z.string(), heat: z.number().int() })),
  suggestions: z.array(z.string()),
});
export const advertsRequest = z.object({
  page: identifier(40),
  channel: line().max(40).optional(),
  storeId: line().max(20).optional(),
});
export const advertsResponse = z.object({
  rows: z.array(z.object({ id: z.string(), title: z.string(), imageUrl: z.string(), linkUrl: z.string() })),
});

// Publishing. Text limits are textLength (a Chinese character counts 2): dynamic 2,000, title 60, comment 500.
export const publishRequest = z.object({
  type: contentType,
  title: text(200).optional(),
  text: text(40_000),
  images: z.array(identifier(500)).max(9).optional(),
  videoId: line().max(40).optional(),
  topicId: id.optional(),
  poiId: id.optional(),
  destinationId: id.optional(),
  placeName: line().max(40).optional(),
  poll: z
    .object({
      question: text(120).default(''),
      options: z.array(identifier(40)).min(2).max(10),
      multiple: z.boolean().default(false),
    })
    .optional(),
});
// Set when the content filter held the text for a moderator: its author alone sees it until then (notice: 内容已提交审核).
const heldForReview = { status: z.literal('review').optional(), notice: z.string().optional() };
export const publishResponse = z.object({ id: z.string(), ...heldForReview });

export const contactView = z.object({ name: z.string(), mobile: z.string(), wechat: z.string() });
export const saveContactRequest = z.object({
  name: line().max(20).default(''),
  countryCode: z
    .string()
    .regex(/^\d{1,4}$/)
    .default('86'),
  mobile: line().max(20).default(''),
  wechat: line().max(40).default(''),
});

export const filterItem = z.object({ kind: z.enum(['text', 'title']), content: freeText().max(40_000) });
export const queryFilterRequest = z.object({ items: z.array(filterItem).min(1).max(20) });
export const filterVerdict = filterItem.extend({
  pass: z.boolean(),
  words: z.array(z.string()),
  /** block: refused; review: published to its author only until a moderator passes it; mask: stored with *** */
  verdict: z.enum(['pass', 'block', 'review', 'mask']),
  /** The content as it would be stored: the words of a mask verdict replaced by ***. */
  masked: z.string(),
});
export const queryFilterResponse = z.object({ pass: z.boolean(), items: z.array(filterVerdict) });

export const emptyRequest = z.object({});
export const reviewsRequest = z.object({ id, cursor, pageSize });
export { pageNo };
