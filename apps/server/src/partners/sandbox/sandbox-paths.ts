/** Where each party sits inside the sandbox: the adapters' default base URLs in development. */
export const SANDBOX_PATHS = {
  carrierSso: 'carrier-sso',
  groupUid: 'group-uid',
  jtp: 'jtp',
  lingnan: 'lingnan',
  autologin: 'autologin-sdk',
  wechatApi: 'wechat-api',
  wechatOauth: 'wechat-open',
} as const;

/** The WeChat account the sandbox plays when WECHAT_APP_ID / WECHAT_APP_SECRET are not set (development only). */
export const SANDBOX_WECHAT = { appId: 'wx0sandbox0000000', appSecret: 'sandbox-secret' } as const;

/** Parties whose tokens the sandbox issues. */
export type SandboxParty = 'carrier-sso' | 'group-uid' | 'jtp' | 'autologin';
