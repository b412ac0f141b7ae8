import { maskPhone } from '@app/rules';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { phoneByUserCode, searchUsers } from './people-repository.ts';

// Identity's answers for the operations console: people by nickname, user code or phone, phones masked; a whole
// phone only through `revealPhone`, which the console audits.

export async function findPeople(
  app: AppContext,
  input: { q: string; cursor?: string | null | undefined; pageSize: number },
) {
  if (input.cursor && !/^\d{1,15}$/.test(input.cursor)) throw new AppError('badRequest', '参数错误：cursor');
  const beforeId = input.cursor ? Number(input.cursor) : null;
  const rows = await searchUsers(app.db, { q: input.q, beforeId, limit: input.pageSize + 1 });
  const page = rows.slice(0, input.pageSize);
  const last = page.at(-1);
  return {
    rows: page.map((r) => ({
      userId: r.user_code,
      nickname: r.nickname,
      avatar: r.avatar_url,
      mobile: r.mobile ? maskPhone(r.mobile) : null,
      createdAt: new Date(r.created_at).toISOString(),
    })),
    nextCursor: rows.length > input.pageSize && last ? String(last.id) : null,
  };
}

/** A user's whole phone; 404 for an unknown user code. The caller records why, in the same transaction if it writes. */
export async function revealPhone(app: AppContext, userCode: string) {
  const row = await phoneByUserCode(app.db, userCode);
  if (!row) throw new AppError('notFound');
  return { userId: row.id, countryCode: row.country_code, mobile: row.mobile };
}
