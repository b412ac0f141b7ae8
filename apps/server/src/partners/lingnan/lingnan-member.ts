import { z } from 'zod';
import { callPartner } from '../http-client.ts';
import { partnerUrl, type PartnerEndpoint } from '../partner-url.ts';

// Guangdong Mobile's membership (岭南会员): is this phone a member?
// POST {LINGNAN_MEMBER_URL}/member/query { mobile } → { member: boolean }.

const answer = z.object({ member: z.boolean() });

export interface LingnanMembership {
  isMember(mobile: string): Promise<boolean>;
}

export function lingnanMembership(endpoint: PartnerEndpoint): LingnanMembership {
  return {
    async isMember(mobile) {
      const a = await callPartner('lingnan', partnerUrl(endpoint.baseUrl, 'member/query'), answer, {
        json: { mobile },
        timeoutMs: endpoint.timeoutMs,
      });
      return a.member;
    },
  };
}
