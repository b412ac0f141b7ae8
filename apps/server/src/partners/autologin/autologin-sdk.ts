import { z } from 'zod';
import { callPartner } from '../http-client.ts';
import { partnerUrl, type PartnerEndpoint, type PartnerIdentity } from '../partner-url.ts';

// The storeid auto-login SDK: on a store's page it yields a one-time code, which its server turns into the phone.
// POST {AUTOLOGIN_URL}/autologin/verify { code, storeId } → { ok: true, mobile } | { ok: false }.

const answer = z.object({
  ok: z.boolean(),
  mobile: z
    .string()
    .regex(/^1[3-9]\d{9}$/)
    .optional(),
});

export interface AutoLoginSdk {
  verify(code: string, storeId: string): Promise<PartnerIdentity>;
}

export function autoLoginSdk(endpoint: PartnerEndpoint): AutoLoginSdk {
  return {
    async verify(code, storeId) {
      const a = await callPartner('autologin', partnerUrl(endpoint.baseUrl, 'autologin/verify'), answer, {
        json: { code, storeId },
        timeoutMs: endpoint.timeoutMs,
      });
      return a.ok && a.mobile ? { ok: true, mobile: a.mobile } : { ok: false, reason: 'code refused' };
    },
  };
}
