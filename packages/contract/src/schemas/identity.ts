import {
  COUNTRY_CODE_PATTERN,
  MAINLAND_COUNTRY_CODE,
  PASSWORD_MAX_LENGTH,
  isValidPassword,
  isValidPhone,
} from '@app/rules';
import { z } from 'zod';
import { freeText, identifier, line } from './common.ts';

// Identity payloads (docs/product/api-paths.md and "Payloads fixed in advance"; docs/product/identity.md).
// Phones and passwords are checked with packages/rules, so the forms and the server agree.

export const countryCode = z.string().regex(COUNTRY_CODE_PATTERN).default(MAINLAND_COUNTRY_CODE);
const mobile = identifier(20);
const secret = identifier(200);
/** A new password: 8 to 64 characters with letters and digits. */
export const newPassword = z.string().refine(isValidPassword, { message: 'password rule' });
export const smsCode = z.string().regex(/^\d{6}$/);
export const captchaAnswer = identifier(10);
/** Our user id on the wire is the user code (userId = userCode, docs/product/identity.md). */
export const userCode = identifier(40);

const phoneIsValid = (v: { countryCode: string; mobile: string }, ctx: z.RefinementCtx) => {
  if (!isValidPhone(v.countryCode, v.mobile))
    ctx.addIssue({ code: 'custom', path: ['mobile'], message: 'invalid phone' });
};

export const getImgCodeRequest = z.object({});
export const getImgCodeResponse = z.object({
  imgCodeToken: z.string(),
  svg: z.string(),
  /** Seconds the captcha stays valid (300). */
  expiresIn: z.number().int(),
});

export const verifyImgCodeRequest = z.object({ imgCodeToken: secret, imgCode: captchaAnswer });
export const verifyImgCodeResponse = z.object({
  verified: z.boolean(),
  /** Wrong answers left before the captcha dies; 0 means fetch a new one. */
  attemptsLeft: z.number().int(),
});

/** getCodeNumber: a 'register' code, sent to any phone. */
export const getCodeNumberRequest = z
  .object({ countryCode, mobile, imgCodeToken: secret, imgCode: captchaAnswer })
  .superRefine(phoneIsValid);
/** getCodeByPhone: a 'login' (default), 'reset' or 'cancel' (注销, to one's own number) code. */
export const getCodeByPhoneRequest = z
  .object({
    countryCode,
    mobile,
    imgCodeToken: secret,
    imgCode: captchaAnswer,
    purpose: z.enum(['login', 'reset', 'cancel']).default('login'),
  })
  .superRefine(phoneIsValid);
export const sendCodeResponse = z.object({
  /** Seconds before another code may be sent to this phone. */
  resendAfter: z.number().int(),
});

export const verifyCodeByPhoneRequest = z.object({ countryCode, mobile, code: smsCode }).superRefine(phoneIsValid);
export const verifyCodeByPhoneResponse = z.object({
  /** Single use, for setPassword and getUserByPhone. */
  ticket: z.string(),
  expiresIn: z.number().int(),
});

export const getUserByPhoneRequest = z.object({ countryCode, mobile, ticket: secret }).superRefine(phoneIsValid);
export const getUserByPhoneResponse = z.object({ registered: z.boolean(), nickname: z.string() });

export const phoneCodeLoginRequest = z.object({ countryCode, mobile, code: smsCode }).superRefine(phoneIsValid);
export const phoneUserLoginRequest = z
  .object({
    countryCode,
    mobile,
    password: z
      .string()
      .min(1)
      .max(PASSWORD_MAX_LENGTH * 4),
  })
  .superRefine(phoneIsValid);
export const phoneRegistRequest = z
  .object({ countryCode, mobile, code: smsCode, password: newPassword.optional() })
  .superRefine(phoneIsValid);

/** Every login answers this (docs/product/identity.md: user_id, open_id, mobile, operator, token); mobile masked. */
export const loginResponse = z.object({
  token: z.string(),
  user_id: z.string(),
  open_id: z.string(),
  mobile: z.string(),
  operator: z.string(),
  nickname: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const setPasswordRequest = z.object({ ticket: secret, password: newPassword });
export const logoutRequest = z.object({});

export const getUserInfoRequest = z.object({});
export const getUserInfoResponse = z.object({
  userId: z.string(),
  userCode: z.string(),
  mobile: z.string(),
  operator: z.string(),
  openId: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
});
export type UserInfo = z.infer<typeof getUserInfoResponse>;

/**
 * updateProfile (docs/product/identity.md, added): any of the three; what is left out stays. The limits (nickname 2–24, bio
 * up to 100, counted as docs/product/identity.md says) are the service's, so a refusal names the field in words.
 * The avatar is a file id or URL from updateFile, of the caller's own upload.
 */
export const updateProfileRequest = z.object({
  nickname: line().max(200).optional(),
  avatar: identifier(1000).optional(),
  bio: freeText().max(1000).optional(),
});
export const updateProfileResponse = z.object({
  userId: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  bio: z.string(),
});

export const getUserRequest = z.object({});
export const getUserResponse = z.object({
  user_id: z.string(),
  mobile: z.string(),
  operator: z.string(),
  open_id: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
});

/**
 * SSO_LOGIN. The party is chosen by `source` (the channel table): the group channel (key 'group') checks the
 * carrier SDK's uid; other carrier channels exchange their SSO token. With no source and a `storeid`, the token
 * comes from the storeid auto-login SDK.
 */
export const ssoLoginRequest = z
  .object({
    sso_token: identifier(1024),
    equipmentType: z.coerce.number().int().min(1).max(2).optional(),
    appType: z.coerce.number().int().optional(),
    login_type: z.coerce.number().int().optional(),
    channel_type: z.coerce.number().int().optional(),
    source: line().max(20).optional(),
    storeid: line().max(20).optional(),
  })
  .refine((v) => Boolean(v.source) || Boolean(v.storeid), { path: ['source'], message: 'source or storeid' });

/** GET_JTP_TOKEN: Beijing, Jiangsu and other channels with a channelId; the answer's body is the token. */
export const jtpTokenRequest = z.object({
  auth_token: identifier(1024),
  channelid: z.coerce.string().pipe(identifier(20)),
});
export const jtpTokenResponse = z.string();

export const lingnanMemberRequest = z.object({});
export const lingnanMemberResponse = z.object({ member: z.boolean() });

export const phoneCodeListRequest = z.object({});
export const phoneCodeRow = z.object({
  iso2: z.string(),
  name: z.string(),
  nameEn: z.string(),
  code: z.string(),
  firstLetter: z.string(),
  /** Full pinyin of the Chinese name, lower case with no spaces ('riben'): /countrycode searches its prefix. */
  pinyin: z.string(),
});
/** The whole list at once (China first): short and bounded, so one page holds every row. */
export const phoneCodeListResponse = z.object({
  rows: z.array(phoneCodeRow),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});

export const visitorId = z.string().regex(/^v_[\w-]{16,40}$/);
export const anonymousUserInfoRequest = z.object({ visitorId: visitorId.optional() });
export const anonymousUserInfoResponse = z.object({ visitorId });

export const followRequest = z.object({ userId: userCode });
export const followResponse = z.object({ followed: z.boolean() });

export const blackStatusRequest = z.object({ userId: userCode });
export const blackStatusResponse = z.object({
  /** I blocked them. */
  blocked: z.boolean(),
  /** They blocked me. */
  blockedBy: z.boolean(),
});
export const blackOperatorRequest = z.object({ userId: userCode, block: z.boolean() });
export const blackOperatorResponse = z.object({ blocked: z.boolean() });

const pageUrl = z.url({ protocol: /^https?$/ }).max(2048);
export const wechatConfigQuery = z.object({ url: pageUrl });
export const wechatSignature = z.object({
  appId: z.string(),
  timestamp: z.number().int(),
  nonceStr: z.string(),
  signature: z.string(),
});
/** GET_WX_CONFIG answers `{ code: 100, msg, info }`, not the usual envelope (docs/product/api-conventions.md). */
export const wechatConfigResponse = z.object({ code: z.literal(100), msg: z.string(), info: wechatSignature });

export const jsApiConfigRequest = z.object({
  jsApiUrl: pageUrl,
  jsApiList: z.array(line().max(64)).max(100).default([]),
});
export const jsApiConfigResponse = wechatSignature.extend({ jsApiList: z.array(z.string()) });

/** Without `code`: the authorize URL for `redirectUri`. With `code`: the openId, bound to the session if any. */
export const wechatAuthorizeRequest = z.object({
  redirectUri: pageUrl.optional(),
  code: identifier(256).optional(),
  state: line().max(128).optional(),
  scope: z.enum(['snsapi_base', 'snsapi_userinfo']).default('snsapi_base'),
});
export const wechatAuthorizeResponse = z.object({
  authorizeUrl: z.string().optional(),
  openId: z.string().optional(),
});
