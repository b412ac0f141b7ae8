import { z } from 'zod';
import { callPartner, PartnerError } from '../http-client.ts';
import { partnerUrl } from '../partner-url.ts';

// WeChat's official account API (api.weixin.qq.com) and OAuth page (open.weixin.qq.com), as documented by WeChat.

export interface WechatEndpoints {
  apiUrl: string;
  oauthUrl: string;
  appId: string;
  appSecret: string;
  timeoutMs: number;
}

export interface Expiring {
  value: string;
  expiresInSeconds: number;
}

const failure = z.object({ errcode: z.number().refine((c) => c !== 0), errmsg: z.string().optional() });
const accessToken = z.union([
  z.object({ access_token: z.string().min(1), expires_in: z.number().int().positive() }),
  failure,
]);
const ticket = z.union([
  z.object({ errcode: z.literal(0).optional(), ticket: z.string().min(1), expires_in: z.number().int().positive() }),
  failure,
]);
const oauthToken = z.union([z.object({ openid: z.string().min(1), access_token: z.string().optional() }), failure]);

export interface WechatApi {
  readonly appId: string;
  accessToken(): Promise<Expiring>;
  jsapiTicket(accessToken: string): Promise<Expiring>;
  /** The page that asks the user and comes back to `redirectUri` with ?code=…&state=…. */
  authorizeUrl(redirectUri: string, scope: string, state: string): string;
  openIdForCode(code: string): Promise<string | null>;
}

export function wechatApi(e: WechatEndpoints): WechatApi {
  const get = <S extends z.ZodType>(path: string, schema: S, query: Record<string, string>) =>
    callPartner('wechat', partnerUrl(e.apiUrl, path), schema, { query, timeoutMs: e.timeoutMs });
  return {
    appId: e.appId,
    async accessToken() {
      const a = await get('cgi-bin/token', accessToken, {
        grant_type: 'client_credential',
        appid: e.appId,
        secret: e.appSecret,
      });
      if ('errcode' in a) throw new PartnerError('wechat', `access token refused: ${a.errcode}`);
      return { value: a.access_token, expiresInSeconds: a.expires_in };
    },
    async jsapiTicket(token) {
      const a = await get('cgi-bin/ticket/getticket', ticket, { access_token: token, type: 'jsapi' });
      if (!('ticket' in a)) throw new PartnerError('wechat', `ticket refused: ${a.errcode}`);
      return { value: a.ticket, expiresInSeconds: a.expires_in };
    },
    authorizeUrl(redirectUri, scope, state) {
      const u = new URL(partnerUrl(e.oauthUrl, 'connect/oauth2/authorize'));
      u.searchParams.set('appid', e.appId);
      u.searchParams.set('redirect_uri', redirectUri);
      u.searchParams.set('response_type', 'code');
      u.searchParams.set('scope', scope);
      u.searchParams.set('state', state);
      return `${u.toString()}#wechat_redirect`;
    },
    async openIdForCode(code) {
      const a = await get('sns/oauth2/access_token', oauthToken, {
        appid: e.appId,
        secret: e.appSecret,
        code,
        grant_type: 'authorization_code',
      });
      return 'openid' in a ? a.openid : null;
    },
  };
}
