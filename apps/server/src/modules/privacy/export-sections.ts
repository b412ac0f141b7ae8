import type { AppContext } from '../../platform/context.ts';
import { openPhone } from '../../platform/crypto/phone-crypto.ts';
import { openPersonal } from '../activities/index.ts';
import { reportsMadeBy } from '../trust/index.ts';
import {
  collectionRows,
  commentRows,
  contactRow,
  followerRows,
  followingRows,
  likeRows,
  pointsRows,
  postRows,
  profileRow,
  signUpRows,
} from './export-repository.ts';

// The sections of a data copy, one function each, written into the JSON file in this order under their names. A
// new kind of personal data adds one entry here (docs/product/privacy.md, "A copy of one's data"). A section holds
// only the owner's own data; other people appear only by public user code and nickname.

export type ExportSection = (app: AppContext, userId: number) => Promise<unknown>;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

async function profile(app: AppContext, userId: number) {
  const u = await profileRow(app.db, userId);
  if (!u) return null;
  const contact = await contactRow(app.db, userId);
  return {
    userCode: u.user_code,
    nickname: u.nickname,
    avatar: u.avatar_url,
    bio: u.bio,
    countryCode: u.country_code,
    // The owner's own number, whole: this copy is for them.
    mobile: await openPhone(app, u.mobile_enc),
    operator: u.operator,
    createdAt: iso(u.created_at),
    followerCount: u.follower_count,
    followingCount: u.following_count,
    contentCount: u.content_count,
    publisherContact: contact
      ? {
          name: contact.name,
          mobile: await openPhone(app, contact.mobile_enc),
          wechat: contact.wechat,
          updatedAt: iso(contact.updated_at),
        }
      : null,
  };
}

async function posts(app: AppContext, userId: number) {
  return (await postRows(app.db, userId)).map((p) => ({
    id: String(p.id),
    type: p.type,
    title: p.title,
    text: p.body,
    images: p.images,
    topicId: p.topic_id === null ? null : String(p.topic_id),
    poiId: p.poi_id === null ? null : String(p.poi_id),
    destinationId: p.destination_id === null ? null : String(p.destination_id),
    status: p.status,
    likeCount: p.like_count,
    commentCount: p.comment_count,
    collectCount: p.collect_count,
    createdAt: iso(p.created_at),
  }));
}

async function comments(app: AppContext, userId: number) {
  return (await commentRows(app.db, userId)).map((c) => ({
    id: String(c.id),
    targetType: c.target_type,
    targetId: String(c.target_id),
    text: c.body,
    score: c.score,
    status: c.status,
    replyTo: c.reply_to_user_code ? { userCode: c.reply_to_user_code, nickname: c.reply_to_nickname } : null,
    createdAt: iso(c.created_at),
  }));
}

async function likes(app: AppContext, userId: number) {
  return (await likeRows(app.db, userId)).map((l) => ({
    targetType: l.target_type,
    targetId: String(l.target_id),
    createdAt: iso(l.created_at),
  }));
}

async function collections(app: AppContext, userId: number) {
  return (await collectionRows(app.db, userId)).map((c) => ({
    itemType: c.item_type,
    itemId: String(c.item_id),
    createdAt: iso(c.created_at),
  }));
}

async function follows(app: AppContext, userId: number) {
  const person = (r: { user_code: string; nickname: string; created_at: Date }) => ({
    userCode: r.user_code,
    nickname: r.nickname,
    since: iso(r.created_at),
  });
  return {
    following: (await followingRows(app.db, userId)).map(person),
    followers: (await followerRows(app.db, userId)).map(person),
  };
}

async function signUps(app: AppContext, userId: number) {
  const rows = await signUpRows(app.db, userId);
  return Promise.all(
    rows.map(async (e) => {
      const personal = await openPersonal(app, { activityId: e.activity_id, userId }, e.personal_enc);
      const answers = { ...(e.answers as Record<string, unknown>), ...personal };
      return {
        id: String(e.id),
        activityId: String(e.activity_id),
        activityTitle: e.activity_title,
        ticket: e.ticket_name,
        status: e.status,
        // Each answer under its question's title, as the person gave it.
        answers: e.questions.map((q) => ({ question: q.title, answer: answers[q.id] ?? null })),
        checkedInAt: iso(e.checked_in_at),
        cancelledAt: iso(e.cancelled_at),
        createdAt: iso(e.created_at),
      };
    }),
  );
}

async function points(app: AppContext, userId: number) {
  return (await pointsRows(app.db, userId)).map((p) => ({
    id: String(p.id),
    kind: p.kind,
    reason: p.reason,
    coin: p.coin,
    exp: p.exp,
    source: p.source_type ? { type: p.source_type, id: String(p.source_id) } : null,
    createdAt: iso(p.created_at),
  }));
}

/** Every section of the copy, by name. */
export const EXPORT_SECTIONS: Record<string, ExportSection> = {
  profile,
  posts,
  comments,
  likes,
  collections,
  follows,
  signUps,
  points,
  // The reports one made, with what became of each (the trust area's, docs/product/trust.md).
  reports: reportsMadeBy,
};
