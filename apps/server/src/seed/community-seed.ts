import type { Transaction } from 'kysely';
import type { DB, ImageRef } from '../platform/db/schema.ts';
import {
  ADVERTS,
  CATEGORIES,
  CLUBS,
  COMMENTS,
  HOT_WORDS,
  REPLIES,
  SHARE_CONFIGS,
  SYSTEM_NOTICES,
  TALENT_CATEGORIES,
  TALENT_TITLES,
} from './data/community-text.ts';
import { DEMO_GUIDES } from './data/guides.ts';
import type { SceneKind } from './scene-kinds.ts';
import { pick } from './seeded-random.ts';
import { insertClubWithMembers, recountDemoClubMembers } from './clubs-seed-repository.ts';
import {
  authorsOfContents,
  insertCollections,
  insertComments,
  insertCommunityRoles,
  insertContentHotels,
  insertContents,
  insertFurniture as insertFurnitureRows,
  insertLikes,
  insertNotices,
  insertPolls,
  insertShares,
  insertTalents,
  noticeAndRecountDemoConversation,
} from './community-seed-repository.ts';

export interface DemoBase {
  users: { id: number }[];
  topics: { id: number; title: string }[];
  /** `comments`: what readers say under this content (its place's); the general pool otherwise. */
  contents: { id: number; createdAt: Date; comments?: string[] }[];
  images: ImageRef[];
  scenes: Map<SceneKind, ImageRef[]>;
  rand: () => number;
  now: number;
}

const ago = (now: number, minutes: number) => new Date(now - minutes * 60_000);

/** Articles: the guides of data/guides.ts, each with its own paragraphs and its place's pictures. */
export async function insertArticles(trx: Transaction<DB>, d: DemoBase) {
  const rows = DEMO_GUIDES.map(({ title, kind, topic, paragraphs }, i) => {
    const body = paragraphs.join('\n\n');
    return {
      author_id: pick(d.rand, d.users.slice(0, 8)).id,
      type: 'article' as const,
      title,
      body,
      images: JSON.stringify(d.scenes.get(kind) ?? []),
      topic_id: d.topics.find((t) => t.title === topic)?.id ?? null,
      is_demo: true,
      view_count: Math.floor(d.rand() * 5000),
      // Older than every dynamic, so the newest cards of the feed stay picture posts.
      created_at: ago(d.now, 60 * 24 * 60 + i * 600),
    };
  });
  const inserted = await insertContents(trx, rows);
  return inserted.map((r, i) => ({ id: r.id, createdAt: rows[i]!.created_at }));
}

/** Up to `n` different lines of a list, in a seeded order: no comment is said twice under one post. */
function some<T>(rand: () => number, list: readonly T[], n: number): T[] {
  const pool = [...list];
  const out: T[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(Math.floor(rand() * pool.length), 1)[0]!);
  return out;
}

/**
 * When a reader answers: some minutes to days after what they answer, never in the future (docs/product/data.md:
 * a comment is later than its post, a reply later than its comment).
 */
function after(d: DemoBase, from: Date, rand: () => number): Date {
  const ageMin = (d.now - from.getTime()) / 60_000;
  const delay = Math.min(ageMin * (0.05 + rand() * 0.6), 3 * 24 * 60) + 5 + rand() * 55;
  return new Date(Math.min(from.getTime() + delay * 60_000, d.now - 60_000));
}

/** Comments with replies and praise, collections, shares: the conversation under the posts. */
async function insertConversation(trx: Transaction<DB>, d: DemoBase) {
  const roots = d.contents.flatMap((c) => {
    const n = d.rand() < 0.7 ? 1 + Math.floor(d.rand() * 4) : 0;
    const own = c.comments ?? [];
    // Mostly what the place's readers ask; now and then a general word.
    const lines = some(d.rand, own.length ? own : COMMENTS, n).map((line) =>
      d.rand() < 0.15 ? pick(d.rand, COMMENTS) : line,
    );
    return [...new Set(lines)].map((body) => ({
      target_type: 'content' as const,
      target_id: c.id,
      author_id: pick(d.rand, d.users).id,
      body,
      is_demo: true,
      created_at: after(d, c.createdAt, d.rand),
    }));
  });
  const inserted = await insertComments(trx, roots);
  const authorOf = new Map<number, number>();
  const contentAuthors = await authorsOfContents(
    trx,
    d.contents.map((c) => c.id),
  );
  for (const c of contentAuthors) authorOf.set(Number(c.id), Number(c.author_id));
  // The post's author answers a question under it, after the question.
  const replies = inserted
    .filter((r) => d.rand() < 0.4 && authorOf.get(Number(r.target_id)) !== Number(r.author_id))
    .map((r) => ({
      target_type: 'content' as const,
      target_id: r.target_id,
      author_id: authorOf.get(Number(r.target_id)) ?? pick(d.rand, d.users).id,
      root_id: r.id,
      reply_to_id: r.id,
      reply_to_user_id: r.author_id,
      body: pick(d.rand, REPLIES),
      is_demo: true,
      created_at: after(d, new Date(r.created_at), d.rand),
    }));
  await insertComments(trx, replies);
  const praise = inserted.flatMap((c) =>
    d.users.filter(() => d.rand() < 0.08).map((u) => ({ user_id: u.id, target_type: 'comment', target_id: c.id })),
  );
  await insertLikes(trx, praise);
  const collections = d.users.flatMap((u) =>
    d.contents.filter(() => d.rand() < 0.06).map((c) => ({ user_id: u.id, item_type: 'content', item_id: c.id })),
  );
  await insertCollections(trx, collections);
  const shares = d.users.flatMap((u) =>
    d.contents
      .filter(() => d.rand() < 0.02)
      .map((c) => ({
        user_id: u.id,
        target_type: 'content',
        target_id: c.id,
        channel: pick(d.rand, ['wechat', 'moments', 'link']),
      })),
  );
  await insertShares(trx, shares);
}

/** Talents, roles, clubs, polls, hotels: who is who in the community. */
async function insertPeople(trx: Transaction<DB>, d: DemoBase) {
  const talents = d.users.slice(0, 6).map((u, i) => ({
    user_id: u.id,
    title: TALENT_TITLES[i]!,
    intro: `${TALENT_TITLES[i]}，走过三十多个城市，喜欢把路上的故事讲给你听。`,
    category: TALENT_CATEGORIES[i]!,
    sort: i,
  }));
  await insertTalents(trx, talents);
  await insertCommunityRoles(trx, [
    ...talents.map((t) => ({ user_id: t.user_id, role: 'talent' as const })),
    ...d.users.slice(0, 3).map((u) => ({ user_id: u.id, role: 'creator' as const })),
    { user_id: d.users[0]!.id, role: 'moderator' as const },
  ]);
  for (const [i, club] of CLUBS.entries()) {
    const master = d.users[i]!;
    const members = d.users.filter((u) => u.id === master.id || d.rand() < 0.3);
    await insertClubWithMembers(
      trx,
      { ...club, cover_url: d.images[i]!.url, master_id: master.id, is_demo: true },
      members.map((u) => ({ user_id: u.id, role: u.id === master.id ? ('master' as const) : ('member' as const) })),
    );
  }
  const polled = d.contents.slice(-3);
  await insertPolls(
    trx,
    polled.map((c) => ({
      content_id: c.id,
      question: '你更想去哪里？',
      options: JSON.stringify(['海边', '山里', '古镇']),
    })),
    polled.flatMap((c) =>
      d.users
        .filter(() => d.rand() < 0.4)
        .map((u) => ({ content_id: c.id, user_id: u.id, option_index: Math.floor(d.rand() * 3) })),
    ),
  );
  await insertContentHotels(
    trx,
    d.contents.slice(-5).map((c, i) => ({
      content_id: c.id,
      hotel_id: 9001 + i,
      name: `湖畔精品酒店${i + 1}号店`,
      image_url: d.images[i]!.url,
      city: '杭州',
      price_cents: 58800 + i * 10000,
    })),
  );
}

/** Topic-square tabs, categories, adverts, hot words, share cards and system notices. */
async function insertFurniture(trx: Transaction<DB>, d: DemoBase, subclasses: { id: number; class_name: string }[]) {
  await insertFurnitureRows(trx, {
    columns: [
      { name: '热门', kind: 'hot' as const, sort: 0 },
      { name: '最新', kind: 'new' as const, sort: 1 },
      ...subclasses.map((s, i) => ({ name: s.class_name, kind: 'subclass' as const, subclass_id: s.id, sort: 2 + i })),
    ],
    categories: [
      ...CATEGORIES.main.map((name, i) => ({ kind: 'main' as const, name, icon_url: d.images[i]!.url, sort: i })),
      ...CATEGORIES.diy.map((name, i) => ({ kind: 'diy' as const, name, icon_url: d.images[i + 6]!.url, sort: i })),
    ],
    adverts: ADVERTS.map((a, i) => ({ ...a, image_url: d.images[i + 10]!.url, sort: i })),
    hotWords: HOT_WORDS.map((word, i) => ({ word, heat: 1000 - i * 70, sort: i })),
    shareConfigs: SHARE_CONFIGS.map(({ image, ...c }) => ({ ...c, image_url: d.images[image]!.url })),
  });
  await insertNotices(
    trx,
    d.users.flatMap((u) =>
      SYSTEM_NOTICES.map((n, i) => ({
        user_id: u.id,
        kind: 'system' as const,
        ...n,
        is_demo: true,
        created_at: ago(d.now, 60 * 24 * (3 - i)),
      })),
    ),
  );
}

/** Everything of the community around the demo posts; counters are recounted from their rows at the end. */
export async function loadCommunityDemo(
  trx: Transaction<DB>,
  d: DemoBase,
  subclasses: { id: number; class_name: string }[],
) {
  await insertConversation(trx, d);
  await insertPeople(trx, d);
  await insertFurniture(trx, d, subclasses);
  // Notices for what happened to each author's posts, older ones already read; counters from their rows.
  await noticeAndRecountDemoConversation(trx);
  await recountDemoClubMembers(trx);
}
