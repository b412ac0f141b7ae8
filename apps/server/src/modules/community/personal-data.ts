import type { Kysely } from 'kysely';
import type { AppContext } from '../../platform/context.ts';
import type { DataKeys } from '../../platform/crypto/data-keys.ts';
import { openPhone, sealWith } from '../../platform/crypto/phone-crypto.ts';
import type { DB } from '../../platform/db/schema.ts';
import {
  collectionRows,
  commentRows,
  contactRow,
  contactsInClear,
  convertContact,
  followerRows,
  followingRows,
  likeRows,
  postRows,
} from './personal-data-repository.ts';
import { isoOrNull as iso } from '../../platform/db/pg-time.ts';

// Community's sections of privacy's copy of one's data (docs/product/privacy.md, "A copy of one's data"), each in
// the copy's shape, and its conversion of clear phone numbers ("Rows from before").

/** Other people's public names by id: identity's `findUserCards`, handed over by privacy (identity imports community). */
export type PeopleNames = (
  db: Kysely<DB>,
  ids: readonly number[],
) => Promise<readonly { id: number; user_code: string; nickname: string }[]>;

/** Ids asked at a time, well below a statement's parameter limit. */
const NAMES_AT_ONCE = 5000;

async function namesOf(app: AppContext, people: PeopleNames, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const named = new Map<number, { userCode: string; nickname: string }>();
  for (let at = 0; at < unique.length; at += NAMES_AT_ONCE) {
    for (const u of await people(app.db, unique.slice(at, at + NAMES_AT_ONCE)))
      named.set(u.id, { userCode: u.user_code, nickname: u.nickname });
  }
  return named;
}

/** The publisher contact of the `profile` section, or null. */
export async function exportPublisherContact(app: AppContext, userId: number) {
  const contact = await contactRow(app.db, userId);
  return contact
    ? {
        name: contact.name,
        mobile: await openPhone(app, contact.mobile_enc),
        wechat: contact.wechat,
        updatedAt: iso(contact.updated_at),
      }
    : null;
}

export async function exportPosts(app: AppContext, userId: number) {
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

/** The person's comments; the one a comment answered appears by public user code and nickname only. */
export async function exportComments(app: AppContext, userId: number, people: PeopleNames) {
  const rows = await commentRows(app.db, userId);
  const named = await namesOf(
    app,
    people,
    rows.flatMap((c) => (c.reply_to_user_id === null ? [] : [c.reply_to_user_id])),
  );
  return rows.map((c) => {
    const to = c.reply_to_user_id === null ? undefined : named.get(c.reply_to_user_id);
    return {
      id: String(c.id),
      targetType: c.target_type,
      targetId: String(c.target_id),
      text: c.body,
      score: c.score,
      status: c.status,
      replyTo: to ? { userCode: to.userCode, nickname: to.nickname } : null,
      createdAt: iso(c.created_at),
    };
  });
}

export async function exportLikes(app: AppContext, userId: number) {
  return (await likeRows(app.db, userId)).map((l) => ({
    targetType: l.target_type,
    targetId: String(l.target_id),
    createdAt: iso(l.created_at),
  }));
}

export async function exportCollections(app: AppContext, userId: number) {
  return (await collectionRows(app.db, userId)).map((c) => ({
    itemType: c.item_type,
    itemId: String(c.item_id),
    createdAt: iso(c.created_at),
  }));
}

/** Whom the person follows and who follows them, by public user code and nickname only. */
export async function exportFollows(app: AppContext, userId: number, people: PeopleNames) {
  const following = await followingRows(app.db, userId);
  const followers = await followerRows(app.db, userId);
  const named = await namesOf(
    app,
    people,
    [...following, ...followers].map((f) => f.user_id),
  );
  // A follow's person always exists (the foreign key): the one not found is skipped, as the join did.
  const person = (r: { user_id: number; created_at: Date }) => {
    const p = named.get(r.user_id);
    return p ? [{ userCode: p.userCode, nickname: p.nickname, since: iso(r.created_at) }] : [];
  };
  return { following: following.flatMap(person), followers: followers.flatMap(person) };
}

/** Seals every publisher contact number still in the clear; how many were converted. */
export async function sealClearContactPhones(app: AppContext, keys: DataKeys): Promise<number> {
  let contacts = 0;
  for (let rows = await contactsInClear(app.db); rows.length > 0; rows = await contactsInClear(app.db)) {
    for (const r of rows) await convertContact(app.db, r.user_id, sealWith(keys.phoneData, r.mobile_clear));
    contacts += rows.length;
  }
  return contacts;
}
