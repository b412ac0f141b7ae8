import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { PartnerError } from '../../partners/http-client.ts';
import { jsSdkSignature } from '../../partners/wechat/wechat-signature.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { MESSAGES, refuse } from './identity-errors.ts';
import { identityRuntime } from './identity-runtime.ts';
import { bindOpenId, readCache, writeCache } from './wechat-repository.ts';

// WeChat JS-SDK config, signed on the server with a ticket cached in the database (WeChat limits how often
// tickets may be fetched, and every instance should share one), and the OAuth openId exchange.

/** Renew a little before WeChat's 7200 s run out. */
const RENEW_MARGIN_SECONDS = 300;
const NONCE_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

async function partnerCall<T>(log: FastifyBaseLogger, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (!(err instanceof PartnerError)) throw err;
    log.warn({ party: err.party, reason: err.message }, 'partner unavailable');
    throw refuse(MESSAGES.partnerBusy);
  }
}

async function jsapiTicket(app: AppContext, log: FastifyBaseLogger): Promise<string> {
  const { wechat } = identityRuntime(app).partners;
  const ticketKey = `jsapi_ticket:${wechat.appId}`;
  const cached = await readCache(app.db, ticketKey, RENEW_MARGIN_SECONDS);
  if (cached) return cached;
  const tokenKey = `access_token:${wechat.appId}`;
  let accessToken = await readCache(app.db, tokenKey, RENEW_MARGIN_SECONDS);
  if (!accessToken) {
    const fresh = await partnerCall(log, () => wechat.accessToken());
    await writeCache(app.db, tokenKey, fresh.value, fresh.expiresInSeconds);
    accessToken = fresh.value;
  }
  const token = accessToken;
  const ticket = await partnerCall(log, () => wechat.jsapiTicket(token));
  await writeCache(app.db, ticketKey, ticket.value, ticket.expiresInSeconds);
  return ticket.value;
}

export async function jsSdkConfig(app: AppContext, url: string, log: FastifyBaseLogger) {
  const ticket = await jsapiTicket(app, log);
  const nonceStr = Array.from({ length: 16 }, () => NONCE_CHARS[randomInt(0, NONCE_CHARS.length)]).join('');
  const timestamp = Math.floor(Date.now() / 1000);
  const appId = identityRuntime(app).partners.wechat.appId;
  return { appId, timestamp, nonceStr, signature: jsSdkSignature({ ticket, nonceStr, timestamp, url }) };
}

export interface AuthorizeInput {
  redirectUri?: string | undefined;
  code?: string | undefined;
  state?: string | undefined;
  scope: string;
}

/** Without a code: where to send the visitor. With one: their openId, bound to the session's user if any. */
export async function authorize(app: AppContext, input: AuthorizeInput, userId: number | null, log: FastifyBaseLogger) {
  const { wechat } = identityRuntime(app).partners;
  if (!input.code) {
    if (!input.redirectUri) throw new AppError('badRequest', MESSAGES.needRedirect);
    return { authorizeUrl: wechat.authorizeUrl(input.redirectUri, input.scope, input.state ?? '') };
  }
  const code = input.code;
  const openId = await partnerCall(log, () => wechat.openIdForCode(code));
  if (!openId) throw refuse(MESSAGES.partnerRefused);
  await bindOpenId(app.db, openId, userId);
  return { openId };
}
