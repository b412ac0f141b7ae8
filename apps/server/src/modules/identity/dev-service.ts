import { MAINLAND_COUNTRY_CODE, TOKEN_PARAMS_BY_SOURCE } from '@app/rules';
import { z } from 'zod';
import { callPartner } from '../../partners/http-client.ts';
import { sandboxMobile } from '../../partners/sandbox/sandbox-identities.ts';
import { sandboxIssueAnswer } from '../../partners/sandbox/sandbox-server.ts';
import type { SandboxParty } from '../../partners/sandbox/sandbox-paths.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { findOrCreateUser, startSession } from './account-service.ts';
import { findChannelBySource } from './channel-repository.ts';
import { phoneHash } from '../../platform/crypto/phone-crypto.ts';
import { listCallingCodes } from '../../platform/reference-data/country-repository.ts';
import { findCaptchaAnswer, listOutboxSms } from './dev-outbox-repository.ts';
import { identityRuntime } from './identity-runtime.ts';
import { keyPhone } from './phone-keys.ts';

// Development only (never registered when NODE_ENV=production): what /dev and the tests need to play a user.

export const outboxQuery = z.object({ mobile: z.string().min(1).max(20) });
export const sandboxTokenQuery = z.object({
  source: z.string().max(20).default(''),
  storeid: z.string().max(20).default(''),
  /** Guangdong channels: '0' for a sandbox non-member. */
  member: z.enum(['0', '1']).default('1'),
});

/** The outbox keeps only keyed hashes: the number is looked up under every calling code the app offers. */
export async function outbox(app: AppContext, mobile: string) {
  const codes = new Set((await listCallingCodes(app.db)).map((c) => c.code));
  codes.add(MAINLAND_COUNTRY_CODE);
  const hashes = await Promise.all([...codes].map((countryCode) => phoneHash(app, { countryCode, mobile })));
  const rows = await listOutboxSms(app.db, hashes);
  return {
    rows: rows.map((r) => ({
      countryCode: r.country_code,
      mobile,
      code: r.code,
      purpose: r.purpose,
      at: new Date(r.created_at).toISOString(),
    })),
  };
}

export async function captchaAnswer(app: AppContext, imgCodeToken: string) {
  const answer = await findCaptchaAnswer(app.db, hashToken(imgCodeToken));
  if (answer === undefined) throw notFound();
  return { answer };
}

/**
 * A fresh sandbox token for a channel, and where the address carries it. Carrier channels get an SSO token, the
 * group channel a uid token, channels with a channelId a JTP auth token, a bare storeid an auto-login code. The
 * wyx app and the mini-program carry one of our own tokens, so for them a sandbox user is logged in directly.
 */
export async function sandboxToken(app: AppContext, q: z.output<typeof sandboxTokenQuery>) {
  const sandbox = identityRuntime(app).sandbox;
  if (!sandbox) throw notFound();
  const issue = async (party: SandboxParty, scope: string) =>
    callPartner('sandbox', `${sandbox.url}/sandbox/issue`, sandboxIssueAnswer, {
      json: { party, scope, member: q.member === '1' },
      timeoutMs: 5000,
    });

  if (!q.source && q.storeid) {
    const { token, mobile } = await issue('autologin', q.storeid);
    return {
      source: '',
      storeid: q.storeid,
      channel: `storeid:${q.storeid}`,
      party: 'autologin',
      token,
      param: null,
      value: token,
      mobile,
    };
  }
  const channel = await findChannelBySource(app.db, q.source);
  if (!channel) throw new AppError('badRequest', '参数错误：source');
  const param = TOKEN_PARAMS_BY_SOURCE[q.source]?.[0] ?? 'h5token';
  if (channel.key === 'wyx' || channel.key === 'miniprogram') {
    const mobile = sandboxMobile(`app:${channel.key}`);
    const user = await findOrCreateUser(app, await keyPhone(app, { countryCode: MAINLAND_COUNTRY_CODE, mobile }));
    const { token } = await startSession(app, user, channel.key);
    // The wyx app hands its token over the native bridge, not the address.
    return {
      source: q.source,
      storeid: '',
      channel: channel.key,
      party: 'app',
      token,
      param: channel.key === 'wyx' ? null : param,
      value: token,
      mobile,
    };
  }
  const party: SandboxParty = channel.channelId ? 'jtp' : channel.key === 'group' ? 'group-uid' : 'carrier-sso';
  const { token, mobile } = await issue(party, channel.channelId || channel.key);
  // The Guangdong variant (source 11) sends its token with a 'YZ' prefix that the client strips.
  const value = q.source === '11' ? `YZ${token}` : token;
  return { source: q.source, storeid: '', channel: channel.key, party, token, param, value, mobile };
}
