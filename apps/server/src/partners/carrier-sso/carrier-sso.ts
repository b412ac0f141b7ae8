import { z } from 'zod';
import { callPartner } from '../http-client.ts';
import { partnerUrl, type PartnerEndpoint, type PartnerIdentity } from '../partner-url.ts';

// The carriers' SSO: an sso_token handed to the page by the carrier's app is exchanged for the user's phone.
// POST {CARRIER_SSO_URL}/sso/exchange { ssoToken, channel } → { resultCode: '0', mobile } | { resultCode, message }.

const answer = z.object({
  resultCode: z.string(),
  mobile: z
    .string()
    .regex(/^1[3-9]\d{9}$/)
    .optional(),
  message: z.string().optional(),
});

export interface CarrierSso {
  exchange(ssoToken: string, channel: string): Promise<PartnerIdentity>;
}

export function carrierSso(endpoint: PartnerEndpoint): CarrierSso {
  return {
    async exchange(ssoToken, channel) {
      const a = await callPartner('carrier-sso', partnerUrl(endpoint.baseUrl, 'sso/exchange'), answer, {
        json: { ssoToken, channel },
        timeoutMs: endpoint.timeoutMs,
      });
      return a.resultCode === '0' && a.mobile
        ? { ok: true, mobile: a.mobile }
        : { ok: false, reason: a.message ?? a.resultCode };
    },
  };
}
