import type { SessionUser } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { decodeCursor, pageOf } from '../../platform/db/keyset-cursor.ts';
import {
  findContributions,
  findFollowPage,
  findProfile,
  findRoles,
  findTalents,
  findUserByCode,
  followCounts,
} from './people-repository.ts';
import { findClubsOf, isClubMaster } from '../clubs/index.ts';

const author = (u: { user_code: string; nickname: string; avatar_url: string | null }) => ({
  userId: u.user_code,
  nickname: u.nickname,
  avatar: u.avatar_url,
});

/** The named user, or the viewer when none is named. */
async function subject(
  app: AppContext,
  viewer: SessionUser | null,
  userId: string | undefined,
): Promise<number | null> {
  if (userId === undefined) return viewer?.id ?? null;
  const user = await findUserByCode(app.db, userId);
  if (!user) throw notFound();
  return user.id;
}

export async function userRoles(app: AppContext, viewer: SessionUser | null, userId: string | undefined) {
  const id = await subject(app, viewer, userId);
  if (id === null) return { roles: [], isMaster: false, isCreator: false, isTalent: false };
  const [roles, isMaster] = [await findRoles(app.db, id), await isClubMaster(app.db, id)];
  return {
    roles: [...roles, ...(isMaster ? (['master'] as const) : [])],
    isMaster,
    isCreator: roles.includes('creator'),
    isTalent: roles.includes('talent'),
  };
}

export async function fansData(
  app: AppContext,
  viewer: SessionUser | null,
  input: {
    userId?: string | undefined;
    list: 'fans' | 'following';
    cursor?: string | null | undefined;
    pageSize: number;
  },
) {
  const id = await subject(app, viewer, input.userId);
  if (id === null) return { rows: [], nextCursor: null, followerCount: 0, followingCount: 0 };
  const [rows, counts] = await Promise.all([
    findFollowPage(app.db, id, input.list, viewer?.id ?? null, decodeCursor(input.cursor), input.pageSize + 1),
    followCounts(app.db, id),
  ]);
  const page = pageOf(rows, input.pageSize, (last) => ({ value: last.at, id: last.id }));
  return {
    rows: page.rows.map((u) => ({ ...author(u), bio: u.bio, followed: u.followed })),
    nextCursor: page.nextCursor,
    followerCount: counts.followers,
    followingCount: counts.following,
  };
}

export async function clubsByGuest(app: AppContext, input: { userId: string; pageNo: number; pageSize: number }) {
  const user = await findUserByCode(app.db, input.userId);
  if (!user) throw notFound();
  const { rows, total } = await findClubsOf(app.db, user.id, (input.pageNo - 1) * input.pageSize, input.pageSize);
  return {
    rows: rows.map((c) => ({
      id: String(c.id),
      name: c.name,
      intro: c.intro,
      coverUrl: c.cover_url,
      memberCount: c.member_count,
      role: c.role,
    })),
    total,
    pageNo: input.pageNo,
    pageSize: input.pageSize,
  };
}

export async function talentList(
  app: AppContext,
  input: { category?: string | undefined; pageNo: number; pageSize: number },
) {
  const { rows, total } = await findTalents(
    app.db,
    input.category,
    (input.pageNo - 1) * input.pageSize,
    input.pageSize,
  );
  return {
    rows: rows.map((t) => ({
      ...author(t),
      title: t.title,
      intro: t.intro,
      category: t.category,
      followerCount: t.followers,
      contentCount: t.contents,
    })),
    total,
    pageNo: input.pageNo,
    pageSize: input.pageSize,
  };
}

export async function contributeList(app: AppContext, input: { days: number; pageNo: number; pageSize: number }) {
  const offset = (input.pageNo - 1) * input.pageSize;
  const rows = await findContributions(app.db, input.days, offset, input.pageSize);
  return {
    rows: rows.map((r, i) => ({
      ...author(r),
      rank: offset + i + 1,
      score: r.score,
      contentCount: r.content_count,
      likeCount: r.like_count,
      commentCount: r.comment_count,
    })),
    total: rows[0]?.total ?? 0,
    pageNo: input.pageNo,
    pageSize: input.pageSize,
  };
}

/** A person's profile for /personHome and the talent page; any user, talent or not. */
export async function talentInfo(app: AppContext, viewer: SessionUser | null, userId: string) {
  const user = await findUserByCode(app.db, userId);
  if (!user) throw notFound();
  const p = await findProfile(app.db, user.id, viewer?.id ?? null);
  if (!p) throw notFound();
  return {
    ...author(p),
    bio: p.bio,
    followed: p.followed,
    isMe: viewer?.id === p.id,
    isTalent: p.is_talent,
    title: p.title ?? '',
    intro: p.intro ?? '',
    followerCount: p.followers,
    followingCount: p.following,
    contentCount: p.contents,
    likeCount: p.likes,
    collectCount: p.collects,
  };
}
