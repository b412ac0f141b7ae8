import { AppError, refuse } from '../../platform/http/app-error.ts';

// The messages of docs/product/api-conventions.md. Failures that could tell a registered phone from another share one message.
export const MESSAGES = {
  captchaWrong: '图形验证码错误或已失效',
  codeWrong: '验证码错误或已失效',
  alreadyRegistered: '该手机号已注册，请直接登录',
  badCredentials: '手机号或密码错误',
  verifyPhoneFirst: '请先验证手机号',
  ticketInvalid: '验证已失效，请重新获取验证码',
  smsFailed: '短信发送失败，请稍后再试',
  partnerBusy: '服务器繁忙！',
  partnerRefused: '登录凭证无效或已过期，请重新进入',
  partnerTokenUsed: '登录凭证已使用，请重新进入',
  unknownChannel: '渠道不存在',
  wrongChannelFlow: '该渠道不支持此登录方式',
  followSelf: '不能关注自己',
  followBlocked: '无法关注该用户',
  blockSelf: '不能拉黑自己',
  needRedirect: '参数错误：redirectUri',
  nicknameShort: '昵称太短：至少 2 个字符（一个汉字算 2 个）',
  nicknameLong: '昵称太长：最多 24 个字符（一个汉字算 2 个）',
  nicknameTaken: '该昵称已被使用，换一个吧',
  nicknameSensitive: '昵称包含敏感词：',
  bioLong: '简介太长：最多 100 个字符（一个汉字算 2 个）',
  bioSensitive: '简介包含敏感词：',
  avatarNotOwn: '头像无效：只能使用你自己上传的图片',
} as const;

/** HTTP 429, body code 4290 with `retryAfter` seconds: throttling never reads as "logged out" (429 body code). */
export const tooFrequent = (retryAfterSeconds: number) =>
  new AppError('rateLimited', undefined, { retryAfter: Math.max(1, Math.ceil(retryAfterSeconds)) });

export { refuse };
