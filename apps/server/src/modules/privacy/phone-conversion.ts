import type { AppContext } from '../../platform/context.ts';
import { dataKeys } from '../../platform/crypto/data-keys.ts';
import { sealClearInvitationPhones } from '../activities/index.ts';
import { sealClearContactPhones } from '../community/index.ts';
import { sealClearUserPhones } from '../identity/index.ts';

/**
 * Seals every phone number still held in the clear (rows from before migration 0016; docs/product/privacy.md,
 * "Phone numbers"), then leaves the clear columns empty. Each area converts its own rows (users, publisher contacts,
 * invitation lists). Runs at every start before the app listens; with nothing left to convert it is three indexed
 * reads. Idempotent, and safe with several instances starting at once: a row converted twice gets the same hash and a
 * valid seal either way.
 */
export async function convertClearPhones(ctx: AppContext, say: (line: string) => void = () => {}): Promise<void> {
  const keys = await dataKeys(ctx);
  const users = await sealClearUserPhones(ctx, keys, say);
  const contacts = await sealClearContactPhones(ctx, keys);
  const invitations = await sealClearInvitationPhones(ctx, keys);
  if (users + contacts + invitations > 0)
    say(`privacy: sealed ${users} user, ${contacts} contact and ${invitations} invitation phone numbers`);
}
