import { MAINLAND_COUNTRY_CODE } from '@app/rules';
import type { AppContext } from '../../platform/context.ts';
import { dataKeys } from '../../platform/crypto/data-keys.ts';
import { hashWith, sealWith } from '../../platform/crypto/phone-crypto.ts';
import {
  contactsInClear,
  convertContact,
  convertInvitation,
  convertUser,
  dropUserNumber,
  invitationsInClear,
  usersInClear,
} from './phone-conversion-repository.ts';

const UNIQUE_VIOLATION = '23505';

/**
 * Seals every phone number still held in the clear (rows from before migration 0016; docs/product/privacy.md,
 * "Phone numbers"), then leaves the clear columns empty. Runs at every start before the app listens; with nothing
 * left to convert it is three indexed reads. Idempotent, and safe with several instances starting at once: a row
 * converted twice gets the same hash and a valid seal either way.
 */
export async function convertClearPhones(ctx: AppContext, say: (line: string) => void = () => {}): Promise<void> {
  const keys = await dataKeys(ctx);
  let users = 0;
  for (let rows = await usersInClear(ctx.db); rows.length > 0; rows = await usersInClear(ctx.db)) {
    for (const r of rows) {
      const mobile = r.mobile_clear!;
      try {
        await convertUser(
          ctx.db,
          r.id,
          sealWith(keys.phoneData, mobile),
          hashWith(keys.phoneHash, { countryCode: r.country_code, mobile }),
        );
      } catch (err) {
        if ((err as { code?: string }).code !== UNIQUE_VIOLATION) throw err;
        await dropUserNumber(ctx.db, r.id);
        say(`privacy: user ${r.id} shared a phone number with another account; the number was left with the other`);
      }
      users += 1;
    }
  }
  let contacts = 0;
  for (let rows = await contactsInClear(ctx.db); rows.length > 0; rows = await contactsInClear(ctx.db)) {
    for (const r of rows) await convertContact(ctx.db, r.user_id, sealWith(keys.phoneData, r.mobile_clear));
    contacts += rows.length;
  }
  let invitations = 0;
  for (let rows = await invitationsInClear(ctx.db); rows.length > 0; rows = await invitationsInClear(ctx.db)) {
    for (const r of rows) {
      const mobile = r.mobile_clear!;
      const hash = hashWith(keys.phoneHash, { countryCode: MAINLAND_COUNTRY_CODE, mobile });
      await convertInvitation(ctx.db, r.activity_id, mobile, hash);
    }
    invitations += rows.length;
  }
  if (users + contacts + invitations > 0)
    say(`privacy: sealed ${users} user, ${contacts} contact and ${invitations} invitation phone numbers`);
}
