// The body codes of docs/product/api-conventions.md. HTTP status and message travel with each.
export const CODES = {
  ok: { code: 0, http: 200, msg: '成功' },
  badEnvelope: { code: 400, http: 400, msg: '请求无法解析' },
  badRequest: { code: 400, http: 400, msg: '参数错误' },
  tooLarge: { code: 413, http: 413, msg: '请求内容过大' },
  notLoggedIn: { code: 429, http: 200, msg: '未登录或登录已过期' },
  forbidden: { code: 403, http: 200, msg: '无权操作' },
  notFound: { code: 404, http: 200, msg: '内容不存在' },
  refused: { code: 1, http: 200, msg: '操作失败' },
  notBuilt: { code: 1, http: 200, msg: '功能暂未开放' },
  rateLimited: { code: 4290, http: 429, msg: '操作太频繁，请稍后再试' },
  unavailable: { code: 503, http: 503, msg: '服务暂不可用' },
  internal: { code: 500, http: 500, msg: '服务器请求失败!' },
} as const;

export type CodeName = keyof typeof CODES;

/** Body code 429 means "not logged in or session expired" and nothing else; throttling is 4290. */
export const SESSION_EXPIRED_CODE = CODES.notLoggedIn.code;
/** The WeChat config GET answers 100 on success (docs/product/api-conventions.md). */
export const WECHAT_CONFIG_OK_CODE = 100;

export interface ApiEnvelope<T = unknown> {
  code: number | string;
  msg: string;
  body?: T;
  sec?: string;
}

export function isSuccessCode(code: unknown): boolean {
  return code === 0 || code === '0';
}
