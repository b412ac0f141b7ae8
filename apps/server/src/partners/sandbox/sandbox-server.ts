import { createHash, randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isSandboxMember, sandboxMobile } from './sandbox-identities.ts';
import { SANDBOX_PATHS, SANDBOX_WECHAT, type SandboxParty } from './sandbox-paths.ts';

/**
 * Development only: one loopback HTTP server that plays every outside party (carrier SSO, the group channel's
 * uid check, JTP, Guangdong membership, the storeid auto-login SDK, WeChat), speaking the same HTTP the adapters
 * speak to the real ones. Tokens live in memory for 10 minutes; like a real partner's they may be presented more
 * than once, so single use is our server's job (partner_token_uses), not the sandbox's.
 */
export interface Sandbox {
  url: string;
  close(): Promise<void>;
}

const TOKEN_TTL_MS = 10 * 60 * 1000;
const MAX_TOKENS = 10_000;

interface Issued {
  party: SandboxParty;
  /** The channel key, channelId or storeId the token was issued for. */
  scope: string;
  mobile: string;
  expiresAt: number;
}

export const sandboxIssueRequest = z.object({
  party: z.enum(['carrier-sso', 'group-uid', 'jtp', 'autologin']),
  scope: z.string().min(1).max(40),
  member: z.boolean().default(true),
});
export const sandboxIssueAnswer = z.object({ token: z.string(), mobile: z.string() });

export async function startSandbox(port: number, onBusy?: (port: number) => void): Promise<Sandbox> {
  let app = sandboxApp();
  let url: string;
  try {
    url = await app.listen({ port, host: '127.0.0.1' });
  } catch (err) {
    // A busy SANDBOX_PORT (another checkout running) is not worth failing a development start: take a free port.
    if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE' || port === 0) throw err;
    await app.close();
    onBusy?.(port);
    app = sandboxApp();
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  }
  return { url, close: () => app.close() };
}

function sandboxApp(): FastifyInstance {
  const app = Fastify({ logger: false });
  const tokens = new Map<string, Issued>();
  const wechatTokens = new Map<string, number>();
  const oauthCodes = new Map<string, string>();

  const take = (party: SandboxParty, token: unknown, scope?: string): Issued | null => {
    const t = tokens.get(String(token));
    if (!t || t.party !== party || t.expiresAt < Date.now()) return null;
    if (scope !== undefined && t.scope !== scope) return null;
    return t;
  };
  const body = (request: { body: unknown }) => (request.body ?? {}) as Record<string, unknown>;

  app.post('/sandbox/issue', async (request, reply) => {
    const input = sandboxIssueRequest.safeParse(request.body);
    if (!input.success) return reply.status(400).send({ error: 'bad request' });
    const { party, scope, member } = input.data;
    if (tokens.size >= MAX_TOKENS) tokens.delete(tokens.keys().next().value as string);
    const token = `sbx_${randomBytes(24).toString('base64url')}`;
    const mobile = sandboxMobile(`${party}:${scope}`, member);
    tokens.set(token, { party, scope, mobile, expiresAt: Date.now() + TOKEN_TTL_MS });
    return { token, mobile };
  });

  app.post(`/${SANDBOX_PATHS.carrierSso}/sso/exchange`, async (request) => {
    const t = take('carrier-sso', body(request).ssoToken, String(body(request).channel ?? ''));
    return t ? { resultCode: '0', mobile: t.mobile } : { resultCode: '1001', message: 'invalid sso token' };
  });
  app.post(`/${SANDBOX_PATHS.groupUid}/uid/check`, async (request) => {
    const t = take('group-uid', body(request).uid);
    return t ? { valid: true, mobile: t.mobile } : { valid: false };
  });
  app.post(`/${SANDBOX_PATHS.jtp}/auth/token`, async (request) => {
    const t = take('jtp', body(request).authToken, String(body(request).channelId ?? ''));
    return t ? { code: '0000', data: { mobile: t.mobile } } : { code: '4001', msg: 'invalid auth token' };
  });
  app.post(`/${SANDBOX_PATHS.autologin}/autologin/verify`, async (request) => {
    const t = take('autologin', body(request).code, String(body(request).storeId ?? ''));
    return t ? { ok: true, mobile: t.mobile } : { ok: false };
  });
  app.post(`/${SANDBOX_PATHS.lingnan}/member/query`, async (request) => {
    return { member: isSandboxMember(String(body(request).mobile ?? '')) };
  });

  // WeChat, with the official API's paths and answers.
  app.get(`/${SANDBOX_PATHS.wechatApi}/cgi-bin/token`, async (request) => {
    const q = request.query as Record<string, string>;
    if (q.appid !== SANDBOX_WECHAT.appId || q.secret !== SANDBOX_WECHAT.appSecret)
      return { errcode: 40125, errmsg: 'invalid appsecret' };
    const token = `sbx_at_${randomBytes(16).toString('hex')}`;
    wechatTokens.set(token, Date.now() + 7200_000);
    return { access_token: token, expires_in: 7200 };
  });
  app.get(`/${SANDBOX_PATHS.wechatApi}/cgi-bin/ticket/getticket`, async (request) => {
    const q = request.query as Record<string, string>;
    const until = wechatTokens.get(q.access_token ?? '');
    if (!until || until < Date.now()) return { errcode: 40001, errmsg: 'invalid credential' };
    return { errcode: 0, errmsg: 'ok', ticket: `sbx_ticket_${randomBytes(16).toString('hex')}`, expires_in: 7200 };
  });
  app.get(`/${SANDBOX_PATHS.wechatOauth}/connect/oauth2/authorize`, async (request, reply) => {
    const q = request.query as Record<string, string>;
    if (q.appid !== SANDBOX_WECHAT.appId || !q.redirect_uri || !URL.canParse(q.redirect_uri))
      return reply.status(400).send('bad request');
    const code = `sbx_code_${randomBytes(12).toString('hex')}`;
    // Who the visitor is: `as` picks a sandbox WeChat user, so a demo can be someone else.
    const openId = `o_sbx_${createHash('sha256')
      .update(q.as ?? 'visitor')
      .digest('hex')
      .slice(0, 20)}`;
    oauthCodes.set(code, openId);
    const back = new URL(q.redirect_uri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', q.state ?? '');
    return reply.redirect(back.toString(), 302);
  });
  app.get(`/${SANDBOX_PATHS.wechatApi}/sns/oauth2/access_token`, async (request) => {
    const q = request.query as Record<string, string>;
    const openId = oauthCodes.get(q.code ?? '');
    if (!openId || q.appid !== SANDBOX_WECHAT.appId) return { errcode: 40029, errmsg: 'invalid code' };
    oauthCodes.delete(q.code ?? '');
    return {
      access_token: `sbx_oat_${randomBytes(8).toString('hex')}`,
      expires_in: 7200,
      openid: openId,
      scope: 'snsapi_base',
    };
  });

  return app;
}
