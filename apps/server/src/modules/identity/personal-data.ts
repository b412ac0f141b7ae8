import type { AppContext } from '../../platform/context.ts';
import type { DataKeys } from '../../platform/crypto/data-keys.ts';
import { hashWith, openPhone, sealWith } from '../../platform/crypto/phone-crypto.ts';
import { convertUser, dropUserNumber, profileRow, usersInClear } from './personal-data-repository.ts';
import { isoOrNull as iso } from '../../platform/db/pg-time.ts';

// Identity's sections of privacy's copy of one's data and its conversion of clear phone numbers
// (docs/product/privacy.md, "A copy of one's data", "Rows from before").

/** The `profile` section of the copy, without the publisher contact (community's), or null when there is no account. */
export async function exportProfile(app: AppContext, userId: number) {
  const u = await profileRow(app.db, userId);
  if (!u) return null;
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
  };
}

const UNIQUE_VIOLATION = '23505';

/**
 * Seals and hashes every account number still in the clear; how many were converted. Two old accounts with one
 * number cannot both keep it: the later loses it, and `say` tells.
 */
export async function sealClearUserPhones(
  app: AppContext,
  keys: DataKeys,
  say: (line: string) => void,
): Promise<number> {
  let users = 0;
  for (let rows = await usersInClear(app.db); rows.length > 0; rows = await usersInClear(app.db)) {
    for (const r of rows) {
      const mobile = r.mobile_clear!;
      try {
        await convertUser(
          app.db,
          r.id,
          sealWith(keys.phoneData, mobile),
          hashWith(keys.phoneHash, { countryCode: r.country_code, mobile }),
        );
      } catch (err) {
        if ((err as { code?: string }).code !== UNIQUE_VIOLATION) throw err;
        await dropUserNumber(app.db, r.id);
        say(`privacy: user ${r.id} shared a phone number with another account; the number was left with the other`);
      }
      users += 1;
    }
  }
  return users;
}
