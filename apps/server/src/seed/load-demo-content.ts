import { randomBytes } from 'node:crypto';
import type { AppContext } from '../platform/context.ts';
import type { ImageRef } from '../platform/db/schema.ts';
import { loadSharp } from '../platform/media/load-sharp.ts';
import { DEMO_SIZES, renderAvatar, renderSceneImage } from './demo-images.ts';
import { SCENE_KINDS, type SceneKind } from './scene-kinds.ts';
import { searchNorm } from '../platform/text/search-text.ts';
import { SUBCLASSES } from './data/community-text.ts';
import { insertArticles, loadCommunityDemo } from './community-seed.ts';
import { DEMO_POSTS } from './data/posts.ts';
import { DEMO_PLACES } from './data/community-places.ts';
import { BIOS, NICKNAMES, TOPICS } from './data/people.ts';
import { pick, seeded } from './seeded-random.ts';
import { countUsers, insertDemoUsers } from './identity-seed-repository.ts';
import { insertDemoImageFile } from './media-seed-repository.ts';
import {
  insertContents,
  insertFollows,
  insertLikes,
  insertSubclasses,
  insertTopics,
  recountDemoLikesAndTopics,
} from './community-seed-repository.ts';

/** Pictures drawn per kind of place: a post about 故宫 shows palace pictures, one about 西湖 lake pictures. */
const IMAGES_PER_KIND = 3;
const DYNAMIC_COUNT = DEMO_POSTS.length;
const HOUR_MS = 60 * 60_000;

/** The posts with their places, oldest first (ids and times rise together as they would in life). */
export function demoPosts() {
  return DEMO_POSTS.map((post) => {
    const place = DEMO_PLACES.find((p) => p.name === post.place);
    if (!place) throw new Error(`demo post names an unknown place: ${post.place}`);
    return { ...post, place };
  }).sort((a, b) => b.daysAgo - a.daysAgo || a.hour - b.hour);
}

/** When a post was sent: `daysAgo` days back at its hour, Shanghai time, a few minutes into the hour. */
export function postedAt(now: number, daysAgo: number, hour: number, minute: number): Date {
  const shanghaiMidnight = Math.floor((now + 8 * HOUR_MS) / (24 * HOUR_MS)) * 24 * HOUR_MS - 8 * HOUR_MS;
  const at = shanghaiMidnight - daysAgo * 24 * HOUR_MS + hour * HOUR_MS + minute * 60_000;
  // A post of today whose hour is still ahead was sent an hour ago.
  return new Date(Math.min(at, now - HOUR_MS));
}

export const demoUserCode = (i: number) => `demo${String(i + 1).padStart(4, '0')}`;

/** Fills an empty development database with a small living community. Does nothing once any user exists. */
export async function loadDemoContent(ctx: AppContext, say: (line: string) => void): Promise<void> {
  const { db } = ctx;
  if ((await countUsers(db)) > 0) return;
  const started = Date.now();
  say('demo content: drawing images…');
  const scenes = await storeDemoImages(ctx);
  const images = SCENE_KINDS.flatMap((kind) => scenes.get(kind)!);
  const avatars = await Promise.all(
    NICKNAMES.map(async (_, i) => {
      const key = `demo/avatar-${i + 1}.webp`;
      await ctx.media.put(key, await renderAvatar(i));
      return ctx.media.urlOf(key);
    }),
  );
  const rand = seeded(20261122);
  await db.transaction().execute(async (trx) => {
    const users = await insertDemoUsers(
      trx,
      NICKNAMES.map((nickname, i) => ({
        user_code: demoUserCode(i),
        nickname,
        avatar_url: avatars[i] ?? null,
        bio: BIOS[i] ?? '',
        open_id: `demo-${randomBytes(8).toString('hex')}`,
      })),
    );
    const subclasses = await insertSubclasses(trx, SUBCLASSES);
    const topics = await insertTopics(
      trx,
      TOPICS.map(({ cover, ...t }) => ({
        ...t,
        subclass_id: subclasses.find((s) => s.class_name === t.subclass)?.id ?? null,
        cover_url: scenes.get(cover)![0]!.url,
        view_count: 500 + Math.floor(rand() * 20_000),
        search_norm: searchNorm(t.title, t.description),
        is_demo: true,
      })),
    );
    const now = Date.now();
    const posts = demoPosts();
    const rows = posts.map((post) => {
      const own = scenes.get(post.place.kind)!;
      const count = 1 + Math.floor(rand() * own.length);
      const first = Math.floor(rand() * own.length);
      const pics = Array.from({ length: count }, (_, k) => own[(first + k) % own.length]!);
      const topic = rand() < 0.85 ? topics.find((t) => t.title === post.place.topic) : undefined;
      return {
        author_id: pick(rand, users).id,
        type: 'dynamic' as const,
        title: post.title,
        body: post.text,
        images: JSON.stringify(pics),
        topic_id: topic?.id ?? null,
        place_name: post.place.name,
        view_count: Math.floor(rand() * 3000),
        is_demo: true,
        created_at: postedAt(now, post.daysAgo, post.hour, Math.floor(rand() * 60)),
      };
    });
    const inserted = await insertContents(trx, rows);
    // Comments under a post talk about its place.
    const dynamics = inserted.map((c, i) => ({
      id: c.id,
      createdAt: rows[i]!.created_at,
      comments: posts[i]!.place.comments,
    }));
    const contents = [
      ...dynamics,
      ...(await insertArticles(trx, { users, topics, contents: dynamics, images, scenes, rand, now })),
    ];
    // A few posts catch on and most do not (a community's likes are far from even, and the hot list shows it): each
    // post is liked by 6% to 90% of the members, spread over the posts by the golden ratio. Each member still draws
    // once per post, so the rest of the demo draws what it drew before.
    const appeal = (i: number) => 0.06 + 0.84 * ((i * 0.6180339887) % 1) ** 2;
    const likes = contents.flatMap((c, i) =>
      users.filter(() => rand() < appeal(i)).map((u) => ({ user_id: u.id, target_type: 'content', target_id: c.id })),
    );
    await insertLikes(trx, likes);
    const follows = users.flatMap((a) =>
      users.filter((b) => b.id !== a.id && rand() < 0.15).map((b) => ({ follower_id: a.id, followee_id: b.id })),
    );
    await insertFollows(trx, follows);
    // Counts always equal the rows behind them (the hot score follows by itself).
    await recountDemoLikesAndTopics(trx);
    await loadCommunityDemo(trx, { users, topics, contents, images, scenes, rand, now }, subclasses);
  });
  say(
    `demo content: ${NICKNAMES.length} users, ${TOPICS.length} topics, ${DYNAMIC_COUNT} dynamics, articles, comments, talents, clubs (${Date.now() - started} ms)`,
  );
}

async function storeDemoImages(ctx: AppContext): Promise<Map<SceneKind, ImageRef[]>> {
  const jobs = SCENE_KINDS.flatMap((kind, k) =>
    Array.from({ length: IMAGES_PER_KIND }, (_, v) => ({ kind, i: k * IMAGES_PER_KIND + v })),
  );
  const stored = await Promise.all(
    jobs.map(async ({ kind, i }) => {
      const [width, height] = DEMO_SIZES[i % DEMO_SIZES.length]!;
      const bytes = await renderSceneImage(kind, i, width, height);
      const key = `demo/${kind}-${i + 1}.jpg`;
      await ctx.media.put(key, bytes);
      const { dominant } = await (await loadSharp())(bytes).stats();
      const color = `#${[dominant.r, dominant.g, dominant.b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
      await insertDemoImageFile(ctx.db, {
        public_id: `fdemo${i + 1}`,
        storage_key: key,
        bytes: bytes.length,
        width,
        height,
        average_color: color,
      });
      return { kind, ref: { url: ctx.media.urlOf(key), width, height, color } };
    }),
  );
  return new Map(SCENE_KINDS.map((kind) => [kind, stored.filter((s) => s.kind === kind).map((s) => s.ref)]));
}
