import { describe, expect, it } from 'vitest';
import { ApiError, CLIENT_CODES } from '../../api/api-error';
import { failureKind, failureText, retryAfterOf } from './login-result';

describe('login failures (docs/product/identity.md)', () => {
  it('toasts 服务器繁忙！ for a call that failed, and the server’s reason for a refusal', () => {
    expect(failureText(new ApiError(CLIENT_CODES.network, '网络连接失败'))).toBe('服务器繁忙！');
    expect(failureText(new ApiError(500, '服务器请求失败!'))).toBe('服务器繁忙！');
    expect(failureText(new ApiError(400, '参数错误：mobile'))).toBe('服务器繁忙！');
    expect(failureText(new Error('boom'))).toBe('服务器繁忙！');
    expect(failureText(new ApiError(1, '验证码错误或已失效'))).toBe('验证码错误或已失效');
    expect(failureText(new ApiError(4290, '操作太频繁，请稍后再试'))).toBe('操作太频繁，请稍后再试');
    expect(failureText(new ApiError(429, '未登录或登录已过期'))).toBe('未登录');
    expect(failureText(new ApiError(CLIENT_CODES.aborted, 'aborted'))).toBeNull();
  });

  it('tells refusals, expiry, aborts and failures apart', () => {
    expect(failureKind(new ApiError(1, 'x'))).toBe('refused');
    expect(failureKind(new ApiError(429, 'x'))).toBe('expired');
    expect(failureKind(new ApiError(CLIENT_CODES.timeout, 'x'))).toBe('failed');
    expect(failureKind(new ApiError(CLIENT_CODES.aborted, 'x'))).toBe('aborted');
  });

  it('reads the resend wait of a throttled send', () => {
    expect(retryAfterOf(new ApiError(4290, 'x', { body: { retryAfter: 42.2 } }))).toBe(43);
    expect(retryAfterOf(new ApiError(4290, 'x', { body: {} }))).toBe(0);
    expect(retryAfterOf(new ApiError(1, 'x', { body: { retryAfter: 5 } }))).toBe(0);
  });
});
