import { z } from 'zod';
import { callPartner } from '../http-client.ts';
import { partnerUrl, type PartnerEndpoint, type PartnerIdentity } from '../partner-url.ts';

// The group channel (中国移动集团掌厅): its carrier SDK gives the page a uid token, which the carrier checks.
// POST {GROUP_UID_URL}/uid/check { uid } → { valid: true, mobile } | { valid: false }.

const answer = z.object({
  valid: z.boolean(),
  mobile: z
    .string()
    .regex(/^1[3-9]\d{9}$/)
    .optional(),
});

export interface GroupUidCheck {
  check(uid: string): Promise<PartnerIdentity>;
}

export function groupUidCheck(endpoint: PartnerEndpoint): GroupUidCheck {
  return {
    async check(uid) {
      const a = await callPartner('group-uid', partnerUrl(endpoint.baseUrl, 'uid/check'), answer, {
        json: { uid },
        timeoutMs: endpoint.timeoutMs,
      });
      return a.valid && a.mobile ? { ok: true, mobile: a.mobile } : { ok: false, reason: 'uid refused' };
    },
  };
}
