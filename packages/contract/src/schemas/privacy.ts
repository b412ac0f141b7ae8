import { z } from 'zod';
import { smsCode } from './identity.ts';

// Personal-data rights: a copy of one's data, and cancelling (注销) one's account after a cooling-off period.

/** exportData: asks for a copy; while one is being made (or a fresh one is ready) that one is answered. */
export const exportDataRequest = z.object({});

export const dataExportState = z.object({
  id: z.string(),
  /** queued: being made; ready: downloadable until expiresAt; failed: ask again. */
  status: z.enum(['queued', 'ready', 'failed']),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  byteSize: z.number().int().nullable(),
  /** A signed address for the JSON file, for its owner, valid for a few minutes; null unless ready. */
  downloadUrl: z.string().nullable(),
});
export const exportDataResponse = dataExportState;

/** cancelAccount: an SMS code sent for purpose 'cancel' to one's own number; what becomes of one's posts. */
export const cancelAccountRequest = z.object({
  code: smsCode,
  /** keep (default): kept under 已注销用户; remove: deleted with the account. */
  posts: z.enum(['keep', 'remove']).default('keep'),
});
export const cancelAccountResponse = z.object({
  /** When the cancellation takes effect (15 days on); until then logging in and revokeCancel withdraw it. */
  effectiveAt: z.string(),
});

export const revokeCancelRequest = z.object({});
export const revokeCancelResponse = z.object({ revoked: z.boolean() });

export const privacyStatusRequest = z.object({});
export const privacyStatusResponse = z.object({
  /** A pending cancellation, or null. */
  cancellation: z.object({ effectiveAt: z.string(), posts: z.enum(['keep', 'remove']) }).nullable(),
  /** The newest copy asked for, or null. */
  export: dataExportState.nullable(),
  /** The masked number the 'cancel' code goes to ('' without one). */
  mobile: z.string(),
  /** The real number's country code (for getCodeByPhone). */
  countryCode: z.string(),
});
