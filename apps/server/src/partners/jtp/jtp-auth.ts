import { z } from 'zod';
import { callPartner } from '../http-client.ts';
import { partnerUrl, type PartnerEndpoint, type PartnerIdentity } from '../partner-url.ts';

// JTP: Beijing, Jiangsu and the other channels with a channelId hand the page an auth_token for that channel.
// POST {JTP_URL}/auth/token { authToken, channelId } → { code: '0000', data: { mobile } } | { code, msg }.

const answer = z.object({
  code: z.string(),
  msg: z.string().optional(),
  data: z.object({ mobile: z.string().regex(/^1[3-9]\d{9}$/) }).optional(),
});

export interface JtpAuth {
  exchange(authToken: string, channelId: string): Promise<PartnerIdentity>;
}

export function jtpAuth(endpoint: PartnerEndpoint): JtpAuth {
  return {
    async exchange(authToken, channelId) {
      const a = await callPartner('jtp', partnerUrl(endpoint.baseUrl, 'auth/token'), answer, {
        json: { authToken, channelId },
        timeoutMs: endpoint.timeoutMs,
      });
      return a.code === '0000' && a.data ? { ok: true, mobile: a.data.mobile } : { ok: false, reason: a.msg ?? a.code };
    },
  };
}
