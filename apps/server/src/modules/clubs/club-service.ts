import { authorize } from '../../platform/auth/access-policy.ts';
import type { SessionUser } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { findClub, findClubByDao, findMembers, findMyClubs, isMember, join } from './club-repository.ts';

// Clubs (circles): join once, members for members, a club's page, the user's clubs with their first members.

const MEMBERS_PER_CARD = 5;

type ClubRow = NonNullable<Awaited<ReturnType<typeof findClub>>>;

const clubView = (c: ClubRow) => ({
  id: String(c.id),
  name: c.name,
  intro: c.intro,
  coverUrl: c.cover_url,
  memberCount: c.member_count,
  daoId: c.dao_id,
  barUserId: c.master_code,
});

const memberView = (m: {
  user_code: string;
  nickname: string;
  avatar_url: string | null;
  role: 'master' | 'member';
  joined_at: Date;
}) => ({
  userId: m.user_code,
  nickname: m.nickname,
  avatar: m.avatar_url,
  role: m.role,
  joinedAt: m.joined_at.toISOString(),
});

async function clubOr404(app: AppContext, id: number) {
  const club = await findClub(app.db, id);
  if (!club) throw notFound();
  return club;
}

export async function joinClub(app: AppContext, me: SessionUser, clubId: number) {
  await clubOr404(app, clubId);
  const { memberCount } = await join(app.db, clubId, me.id);
  return { clubId: String(clubId), joined: true, memberCount };
}

async function memberPage(app: AppContext, clubId: number, pageNo: number, pageSize: number) {
  const { rows, total } = await findMembers(app.db, clubId, (pageNo - 1) * pageSize, pageSize);
  return { rows: rows.map(memberView), total };
}

/** listTm: the members of a club I belong to. */
export async function listTm(
  app: AppContext,
  me: SessionUser,
  input: { clubId: number; pageNo: number; pageSize: number },
) {
  await clubOr404(app, input.clubId);
  authorize(me, 'readMembersOnly', { kind: 'club', member: (await isMember(app.db, input.clubId, me.id)) !== null });
  const { rows, total } = await memberPage(app, input.clubId, input.pageNo, input.pageSize);
  return { rows, total, pageNo: input.pageNo, pageSize: input.pageSize };
}

/** getBarClubTmListByParams: a club's members as the brand's clients read them (rows or items, pageVo, barUserId). */
export async function barClubMembers(app: AppContext, input: { clubId: number; pageNo: number; pageSize: number }) {
  const club = await clubOr404(app, input.clubId);
  const { rows, total } = await memberPage(app, input.clubId, input.pageNo, input.pageSize);
  return {
    rows,
    items: rows,
    pageVo: { pageNo: input.pageNo, pageSize: input.pageSize, total },
    barUserId: club.master_code,
  };
}

/** queryTmByUserId: the logged-in user's clubs, each with its first members. */
export async function myClubs(app: AppContext, me: SessionUser) {
  const { clubs, members } = await findMyClubs(app.db, me.id, MEMBERS_PER_CARD);
  return {
    rows: clubs.map((c) => ({
      ...clubView(c),
      role: c.role,
      members: members
        .filter((m) => m.club_id === c.id)
        .map((m) => ({ userId: m.user_code, nickname: m.nickname, avatar: m.avatar_url })),
    })),
  };
}

export async function daoClub(app: AppContext, viewer: SessionUser | null, daoId: string) {
  const club = await findClubByDao(app.db, daoId);
  if (!club) throw notFound();
  const member = viewer ? (await isMember(app.db, club.id, viewer.id)) !== null : false;
  return { ...clubView(club), isMember: member };
}
