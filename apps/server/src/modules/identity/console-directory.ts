import { maskPhone } from '@app/rules';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { findMemberRow, phoneByUserCode } from './people-repository.ts';
import { userMobile } from './phone-keys.ts';
import { findStanding } from './standing-repository.ts';

// Identity's answers for the console's people pages and channel settings (docs/product/console-content.md).

/** A member by user code: their id, profile, masked phone and standing; 404 for an unknown code. */
export async function memberByCode(app: AppContext, userCode: string) {
  const row = await phoneByUserCode(app.db, userCode);
  if (!row) throw notFound();
  const [user, standing, mobile] = await Promise.all([
    findMemberRow(app.db, row.id),
    findStanding(app.db, row.id),
    userMobile(app, row),
  ]);
  const now = Date.now();
  return {
    id: user.id,
    userId: user.user_code,
    nickname: user.nickname,
    avatar: user.avatar_url,
    createdAt: new Date(user.created_at).toISOString(),
    mobile: mobile ? maskPhone(mobile) : null,
    mutedUntil: standing?.muted_until && +standing.muted_until > now ? standing.muted_until.toISOString() : null,
    bannedAt: standing?.banned_at ? standing.banned_at.toISOString() : null,
  };
}
