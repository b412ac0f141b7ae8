import type { Config } from '../platform/config.ts';
import { autoLoginSdk, type AutoLoginSdk } from './autologin/autologin-sdk.ts';
import { carrierSso, type CarrierSso } from './carrier-sso/carrier-sso.ts';
import { groupUidCheck, type GroupUidCheck } from './group-uid/group-uid.ts';
import { jtpAuth, type JtpAuth } from './jtp/jtp-auth.ts';
import { lingnanMembership, type LingnanMembership } from './lingnan/lingnan-member.ts';
import { partnerUrl } from './partner-url.ts';
import { SANDBOX_PATHS, SANDBOX_WECHAT } from './sandbox/sandbox-paths.ts';
import { wechatApi, type WechatApi } from './wechat/wechat-api.ts';

/** One adapter per outside party. */
export interface Partners {
  carrierSso: CarrierSso;
  groupUid: GroupUidCheck;
  jtp: JtpAuth;
  lingnan: LingnanMembership;
  autologin: AutoLoginSdk;
  wechat: WechatApi;
}

/**
 * Adapters at the configured addresses; an address left unset points at the development sandbox.
 * Configuration already refuses an unset address in production, so `sandboxUrl` is only ever used in development.
 */
export function createPartners(config: Config, sandboxUrl: string | null): Partners {
  const timeoutMs = config.PARTNER_TIMEOUT_MS;
  const at = (configured: string | undefined, sandboxPath: string, variable: string) => {
    if (configured) return configured;
    if (!sandboxUrl || config.isProduction)
      throw new Error(`${variable} is not set and the development sandbox is not running`);
    return partnerUrl(sandboxUrl, sandboxPath);
  };
  return {
    carrierSso: carrierSso({
      baseUrl: at(config.CARRIER_SSO_URL, SANDBOX_PATHS.carrierSso, 'CARRIER_SSO_URL'),
      timeoutMs,
    }),
    groupUid: groupUidCheck({ baseUrl: at(config.GROUP_UID_URL, SANDBOX_PATHS.groupUid, 'GROUP_UID_URL'), timeoutMs }),
    jtp: jtpAuth({ baseUrl: at(config.JTP_URL, SANDBOX_PATHS.jtp, 'JTP_URL'), timeoutMs }),
    lingnan: lingnanMembership({
      baseUrl: at(config.LINGNAN_MEMBER_URL, SANDBOX_PATHS.lingnan, 'LINGNAN_MEMBER_URL'),
      timeoutMs,
    }),
    autologin: autoLoginSdk({ baseUrl: at(config.AUTOLOGIN_URL, SANDBOX_PATHS.autologin, 'AUTOLOGIN_URL'), timeoutMs }),
    wechat: wechatApi({
      apiUrl: at(config.WECHAT_API_URL, SANDBOX_PATHS.wechatApi, 'WECHAT_API_URL'),
      oauthUrl: at(config.WECHAT_OAUTH_URL, SANDBOX_PATHS.wechatOauth, 'WECHAT_OAUTH_URL'),
      appId: config.WECHAT_APP_ID ?? SANDBOX_WECHAT.appId,
      appSecret: config.WECHAT_APP_SECRET ?? SANDBOX_WECHAT.appSecret,
      timeoutMs,
    }),
  };
}
