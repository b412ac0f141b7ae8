import type { LoginResponse } from '@app/contract';
import { MAINLAND_COUNTRY_CODE } from '@app/rules';
import type { FastifyBaseLogger } from 'fastify';
import { PartnerError } from '../../partners/http-client.ts';
import type { PartnerIdentity } from '../../partners/partner-url.ts';
import { hashToken, type SessionUser } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import { findOrCreateUser, startSession } from './account-service.ts';
import { findChannelByChannelId, findChannelBySource } from './channel-repository.ts';
import { MESSAGES, refuse } from './identity-errors.ts';
import { identityRuntime } from './identity-runtime.ts';
import { keyPhone, userMobile } from './phone-keys.ts';
import { claimPartnerToken, recordPartnerTokenUser, releasePartnerToken } from './partner-repository.ts';
import { findUserById } from './user-repository.ts';

// Channel logins (docs/product/identity.md): a partner vouches for a phone, we log that phone's user in. Every partner
// token is claimed in the database before it is presented, so a token used twice gives no second session.

/** Carrier channels are China Mobile's (移动) branches. */
const CARRIER_OPERATOR = 'CMCC';
// Channels that never log in through a partner token on ssoLogin.
const NOT_SSO = new Set(['wyx', 'miniprogram', 'base']);

interface PartnerLogin {
  party: string;
  token: string;
  /** Session channel label, e.g. 'guangdong' or 'storeid:91816'. */
  channel: string;
  operator: string;
  ask: () => Promise<PartnerIdentity>;
}

async function loginThroughPartner(
  app: AppContext,
  login: PartnerLogin,
  log: FastifyBaseLogger,
): Promise<LoginResponse> {
  const tokenHash = hashToken(login.token);
  if (!(await claimPartnerToken(app.db, login.party, tokenHash))) throw refuse(MESSAGES.partnerTokenUsed);
  let identity: PartnerIdentity;
  try {
    identity = await login.ask();
  } catch (err) {
    // The partner never judged the token: let it be presented again.
    await releasePartnerToken(app.db, login.party, tokenHash);
    if (err instanceof PartnerError) {
      log.warn({ party: err.party, reason: err.message }, 'partner unavailable');
      throw refuse(MESSAGES.partnerBusy);
    }
    throw err;
  }
  if (!identity.ok) throw refuse(MESSAGES.partnerRefused);
  const user = await findOrCreateUser(
    app,
    await keyPhone(app, { countryCode: MAINLAND_COUNTRY_CODE, mobile: identity.mobile }),
    login.operator,
  );
  await recordPartnerTokenUser(app.db, login.party, tokenHash, user.id);
  return startSession(app, user, login.channel);
}

export interface SsoLoginInput {
  sso_token: string;
  source?: string | undefined;
  storeid?: string | undefined;
}

/** SSO_LOGIN: the group channel's uid check, a carrier's SSO exchange, or (storeid only) the auto-login SDK. */
export async function ssoLogin(app: AppContext, input: SsoLoginInput, log: FastifyBaseLogger): Promise<LoginResponse> {
  const { partners } = identityRuntime(app);
  const token = input.sso_token;
  if (!input.source && input.storeid) {
    const storeId = input.storeid;
    return loginThroughPartner(
      app,
      {
        party: 'autologin',
        token,
        channel: `storeid:${storeId}`,
        operator: '',
        ask: () => partners.autologin.verify(token, storeId),
      },
      log,
    );
  }
  const channel = await findChannelBySource(app.db, input.source ?? '');
  if (!channel) throw refuse(MESSAGES.unknownChannel);
  // Channels with a channelId log in through getJTPToken; the app and the mini-program bring our own token.
  if (channel.channelId || NOT_SSO.has(channel.key)) throw refuse(MESSAGES.wrongChannelFlow);
  if (channel.key === 'group') {
    return loginThroughPartner(
      app,
      {
        party: 'group-uid',
        token,
        channel: channel.key,
        operator: CARRIER_OPERATOR,
        ask: () => partners.groupUid.check(token),
      },
      log,
    );
  }
  return loginThroughPartner(
    app,
    {
      party: 'carrier-sso',
      token,
      channel: channel.key,
      operator: CARRIER_OPERATOR,
      ask: () => partners.carrierSso.exchange(token, channel.key),
    },
    log,
  );
}

/** GET_JTP_TOKEN: the answer's body is our token. */
export async function jtpLogin(
  app: AppContext,
  input: { auth_token: string; channelid: string },
  log: FastifyBaseLogger,
): Promise<string> {
  const channel = await findChannelByChannelId(app.db, input.channelid);
  if (!channel) throw refuse(MESSAGES.unknownChannel);
  const { partners } = identityRuntime(app);
  const answer = await loginThroughPartner(
    app,
    {
      party: 'jtp',
      token: input.auth_token,
      channel: channel.key,
      operator: CARRIER_OPERATOR,
      ask: () => partners.jtp.exchange(input.auth_token, channel.channelId),
    },
    log,
  );
  return answer.token;
}

/** LINGNAN_MEMBER: whether the logged-in user's phone is a Guangdong member. */
export async function lingnanMember(
  app: AppContext,
  user: SessionUser,
  log: FastifyBaseLogger,
): Promise<{ member: boolean }> {
  const row = await findUserById(app.db, user.id);
  const mobile = row ? await userMobile(app, row) : '';
  if (!mobile || row?.country_code !== MAINLAND_COUNTRY_CODE) return { member: false };
  try {
    return { member: await identityRuntime(app).partners.lingnan.isMember(mobile) };
  } catch (err) {
    if (!(err instanceof PartnerError)) throw err;
    log.warn({ party: err.party, reason: err.message }, 'partner unavailable');
    throw refuse(MESSAGES.partnerBusy);
  }
}
