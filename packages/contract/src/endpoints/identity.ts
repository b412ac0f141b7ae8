import { endpoint } from './define.ts';

// identity: the rows of ENDPOINTS.md, paths byte for byte. Schemas are tightened as each path is built.
export const identityEndpoints = [
  endpoint('/b2b/user/login/getUserInfo', { auth: 'login', summary: 'the logged-in user\'s profile (userId = userCode, mobile masked, operator, openId, nickname, avatar)' }),
  endpoint('/api/service/user/v1/getUser', { auth: 'login', enc: true, summary: 'GET_USER: body { user_id, mobile, operator, open_id }' }),
  endpoint('/api/user/v1/ssoLogin', { auth: 'none', enc: true, write: true, summary: 'SSO_LOGIN: { sso_token, equipmentType (1 Android, 2 iOS), appType 3, login_type 4, channel_type 1, source } → code 0, body.token' }),
  endpoint('/api/thirdauth/getJTPToken', { auth: 'none', enc: true, write: true, summary: 'GET_JTP_TOKEN: { auth_token, channelid } → body is the token (Beijing, Jiangsu and other channels with a channelId)' }),
  endpoint('/api/service/thirdchannel/v1/lingnanMember', { auth: 'login', summary: 'LINGNAN_MEMBER: Guangdong membership → body.member (boolean)' }),
  endpoint('/api/user/v1/getUserByPhone', { auth: 'none', enc: true, write: true, summary: 'whether a phone is registered, only with a ticket from verifyCodeByPhone (BRIEF.md section 5)' }),
  endpoint('/api/user/v1/getImgCode', { auth: 'none', enc: true, write: true, summary: 'a new image captcha: { imgCodeToken, svg }' }),
  endpoint('/api/user/v1/verifyImgCode', { auth: 'none', enc: true, write: true, summary: 'check a captcha answer once' }),
  endpoint('/api/user/v1/getCodeNumber', { auth: 'none', enc: true, write: true, summary: 'send an SMS code for registration (needs a solved captcha)' }),
  endpoint('/api/user/v1/getCodeByPhone', { auth: 'none', enc: true, write: true, summary: 'send an SMS code for login or password reset (needs a solved captcha)' }),
  endpoint('/api/user/v1/verifyCodeByPhone', { auth: 'none', enc: true, write: true, summary: 'check an SMS code; answers a short-lived ticket for setPassword' }),
  endpoint('/api/user/v1/phoneCodeLogin', { auth: 'none', enc: true, write: true, summary: 'log in with country code, mobile and SMS code → token, user_id' }),
  endpoint('/api/user/v1/phoneUserLogin', { auth: 'none', enc: true, write: true, summary: 'log in with country code, mobile and password → token, user_id' }),
  endpoint('/api/user/v1/setPassword', { auth: 'none', write: true, summary: 'set or reset the password with a ticket from verifyCodeByPhone' }),
  endpoint('/api/user/v2/phoneRegist', { auth: 'none', enc: true, write: true, summary: 'register with country code, mobile, SMS code, optional password → token, user_id' }),
  endpoint('/api/user/v1/logout', { auth: 'login', write: true, summary: 'revoke the token (added: SPEC.md has logout, no call for it)' }),
  endpoint('/api/channel/cnf/v1/phoneCode', { auth: 'none', summary: 'the country calling codes for /countrycode (name, English name, code, first letter), China first' }),
  endpoint('/api/user/v1/anonymousUserInfo', { auth: 'none', summary: 'a stable anonymous visitor id for logging and anonymous state' }),
  endpoint('/api/service/user/v1/follow', { auth: 'login', write: true, summary: 'follow a user' }),
  endpoint('/api/service/user/v1/unFollow', { auth: 'login', write: true, summary: 'unfollow a user' }),
  endpoint('/api/wechat/v1/config', { auth: 'none', method: 'GET', summary: 'GET ?url= : GET_WX_CONFIG, code 100 with info { appId, timestamp, nonceStr, signature }' }),
  endpoint('/api/wechat/v1/jsApiConfig', { auth: 'none', summary: '{ jsApiUrl, jsApiList } → { appId, timestamp, nonceStr, signature }' }),
  endpoint('/api/atv/wechat/v1/authorize', { auth: 'none', write: true, summary: 'messaging-app OAuth: returns the authorize URL, and with a code exchanges it for an openId bound to the session' }),
];
