import type { AppContext } from '../../platform/context.ts';
import { openPhone } from '../../platform/crypto/phone-crypto.ts';
import { profileRow } from './personal-data-repository.ts';

// Identity's sections of privacy's copy of one's data and its conversion of clear phone numbers
// (docs/product/privacy.md, "A copy of one's data", "Rows from before").

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

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
