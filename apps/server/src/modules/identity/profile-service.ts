import { randomBytes } from 'node:crypto';
import type { UserInfo } from '@app/contract';
import { maskPhone } from '@app/rules';
import type { SessionUser } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { listCallingCodes } from '../../platform/reference-data/country-repository.ts';
import { userMobile } from './phone-keys.ts';
import { findUserById } from './user-repository.ts';
import { touchVisitor } from './visitor-repository.ts';

/** The logged-in user's profile; the phone masked, the owner's too (their device keeps its own number). */
export async function userInfo(app: AppContext, session: SessionUser): Promise<UserInfo> {
  const u = await findUserById(app.db, session.id);
  if (!u) throw notFound();
  return {
    userId: u.user_code,
    userCode: u.user_code,
    mobile: maskPhone(await userMobile(app, u)),
    operator: u.operator,
    openId: u.open_id,
    nickname: u.nickname,
    avatar: u.avatar_url,
  };
}

/** GET_USER's snake_case shape. */
export async function userForApp(app: AppContext, session: SessionUser) {
  const u = await userInfo(app, session);
  return {
    user_id: u.userId,
    mobile: u.mobile,
    operator: u.operator,
    open_id: u.openId,
    nickname: u.nickname,
    avatar: u.avatar,
  };
}

export async function callingCodes(app: AppContext) {
  const rows = await listCallingCodes(app.db);
  return { rows, total: rows.length, pageNo: 1, pageSize: rows.length };
}

/** A visitor keeps the id it was given; a new visitor (or one without an id) gets a fresh one. */
export async function anonymousVisitor(app: AppContext, visitorId: string | undefined) {
  const id = visitorId ?? `v_${randomBytes(16).toString('base64url')}`;
  await touchVisitor(app.db, id);
  return { visitorId: id };
}
