import { maskPhone } from '@app/rules';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { phoneByUserCode, searchUsers } from './people-repository.ts';
import { keyPhone, userMobile } from './phone-keys.ts';

// Identity's answers for the operations console: people by nickname, user code or phone, phones masked; a whole
// phone only through `revealPhone`, which the console audits.

export async function findPeople(
  app: AppContext,
  input: { q: string; cursor?: string | null | undefined; pageSize: number },
) {
  if (input.cursor && !/^\d{1,15}$/.test(input.cursor)) throw new AppError('badRequest', '参数错误：cursor');
  const beforeId = input.cursor ? Number(input.cursor) : null;
  const phoneHashes = await Promise.all(
    phoneCandidates(input.q).map(async (phone) => (await keyPhone(app, phone)).hash),
  );
  const rows = await searchUsers(app.db, { q: input.q, phoneHashes, beforeId, limit: input.pageSize + 1 });
  const page = rows.slice(0, input.pageSize);
  const last = page.at(-1);
  return {
    rows: await Promise.all(
      page.map(async (r) => {
        const mobile = await userMobile(app, r);
        return {
          userId: r.user_code,
          nickname: r.nickname,
          avatar: r.avatar_url,
          mobile: mobile ? maskPhone(mobile) : null,
          createdAt: new Date(r.created_at).toISOString(),
        };
      }),
    ),
    nextCursor: rows.length > input.pageSize && last ? String(last.id) : null,
  };
}

/**
 * The numbers a search text may mean: phones are stored sealed and found by a keyed hash of country code and number
 * (docs/product/privacy.md), so a typed number is tried as a mainland number and as one led by a 1–3 digit country code.
 */
function phoneCandidates(q: string): { countryCode: string; mobile: string }[] {
  if (!/^\+?\d{5,15}$/.test(q)) return [];
  const digits = q.replace(/^\+/, '');
  const led = [1, 2, 3]
    .filter((k) => digits.length - k >= 5)
    .map((k) => ({ countryCode: digits.slice(0, k), mobile: digits.slice(k) }));
  return [{ countryCode: '86', mobile: digits }, ...led];
}

/** A user's whole phone; 404 for an unknown user code. The caller records why, in the same transaction if it writes. */
export async function revealPhone(app: AppContext, userCode: string) {
  const row = await phoneByUserCode(app.db, userCode);
  if (!row) throw new AppError('notFound');
  const mobile = await userMobile(app, row);
  return { userId: row.id, countryCode: row.country_code, mobile: mobile || null };
}
