import type { KeyOwner } from '../../platform/crypto/data-keys.ts';
import { openPhone, phoneHash } from '../../platform/crypto/phone-crypto.ts';
import type { KeyedPhone, Phone } from './sms-repository.ts';

/** The phone as the tables know it: with its keyed hash (docs/product/privacy.md, "Phone numbers"). */
export async function keyPhone(app: KeyOwner, input: Phone): Promise<KeyedPhone> {
  const phone = { countryCode: input.countryCode, mobile: input.mobile };
  return { ...phone, hash: await phoneHash(app, phone) };
}

/** A user's own number, opened from its sealed form ('' when the account has none). */
export const userMobile = (app: KeyOwner, user: { mobile_enc: string | null }) => openPhone(app, user.mobile_enc);
