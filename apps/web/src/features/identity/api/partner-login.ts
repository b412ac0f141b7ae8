import { post, type ApiInput, type ApiOutput } from '../../../api/http';

// Channel logins of docs/product/identity.md's bootstrap. The bootstrap reports failures itself (docs/product/identity.md),
// so none of these toasts or jumps to login on its own.

export const SSO_LOGIN_PATH = '/api/user/v1/ssoLogin';
export const JTP_TOKEN_PATH = '/api/thirdauth/getJTPToken';
export const LINGNAN_MEMBER_PATH = '/api/service/thirdchannel/v1/lingnanMember';

export type SsoLoginRequest = ApiInput<typeof SSO_LOGIN_PATH>;
export type JtpTokenRequest = ApiInput<typeof JTP_TOKEN_PATH>;
export type Membership = ApiOutput<typeof LINGNAN_MEMBER_PATH>;

const quiet = { toast: false, jumpToLogin: false } as const;

/** The fixed fields of SSO_LOGIN (docs/product/identity.md): app type 3, login type 4, channel type 1. */
export const SSO_FIXED = { appType: 3, login_type: 4, channel_type: 1 } as const;

/** SSO_LOGIN: a carrier's SSO token, the group channel's uid, or (storeid only) the auto-login SDK's code. */
export const ssoLogin = (request: SsoLoginRequest) => post(SSO_LOGIN_PATH, request, quiet);

/** GET_JTP_TOKEN: the answer's body is our token. */
export const jtpToken = (request: JtpTokenRequest) => post(JTP_TOKEN_PATH, request, quiet);

/** LINGNAN_MEMBER: whether the logged-in user is a Guangdong member. */
export const lingnanMember = () => post(LINGNAN_MEMBER_PATH, {}, quiet);
