import * as envelope from '@app/contract/envelope';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, CLIENT_CODES } from './api-error';
import {
  createHttpClient,
  failureMessage,
  type getInfo as getInfoType,
  type HttpDeps,
  type RequestOptions,
} from './http';

const CLIENT = { appId: 'dev_h5', salt: '0123456789abcdef' };

function setup(answer: (url: string, init: RequestInit) => Response | Promise<Response>, deps: Partial<HttpDeps> = {}) {
  const calls: { url: string; init: RequestInit }[] = [];
  const onSessionExpired = vi.fn();
  const onFailure = vi.fn();
  const record = vi.fn();
  const client = createHttpClient({
    fetch: (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return answer(url, init);
    }) as typeof fetch,
    base: () => '',
    token: () => ({ name: 'h_token', value: 'tk' }),
    encPaths: new Set(['/api/enc']),
    encClient: CLIENT,
    loadEnvelope: async () => envelope,
    onSessionExpired,
    onFailure,
    record,
    now: () => 0,
    ...deps,
  });
  // The transport under test takes any address; post()'s typing by path is proved in typed-client.test.ts.
  const untyped = client.post as unknown as (
    path: string,
    payload: object,
    options?: RequestOptions,
  ) => Promise<unknown>;
  const call = (path: string, payload: object = {}, options: RequestOptions = {}) => untyped(path, payload, options);
  return { client, call, calls, onSessionExpired, onFailure, record };
}

const json = (v: unknown, status = 200) => new Response(JSON.stringify(v), { status });

afterEach(() => vi.useRealTimers());

describe('the API client', () => {
  it('posts JSON with the token in the address and unwraps the body', async () => {
    const { call, calls, record } = setup(() => json({ code: 0, msg: '成功', body: { a: 1 } }));
    await expect(call('/api/x', { q: 1 })).resolves.toEqual({ a: 1 });
    expect(calls[0]?.url).toBe('/api/x?h_token=tk');
    expect(calls[0]?.init.body).toBe('{"q":1}');
    expect(record).toHaveBeenCalledWith(expect.objectContaining({ url: '/api/x?h_token=***', status: 200, code: 0 }));
  });

  it('accepts "0" as success and names the token param by the rule it is given', async () => {
    const { call, calls } = setup(() => json({ code: '0', body: 5 }), {
      base: () => 'https://api.example.com',
      token: () => ({ name: 'token', value: 'n' }),
    });
    await expect(call('/api/x')).resolves.toBe(5);
    expect(calls[0]?.url).toBe('https://api.example.com/api/x?token=n');
  });

  it('envelopes enc paths and opens enveloped answers', async () => {
    const { call, calls } = setup((_url, init) => {
      const sent = envelope.open(JSON.parse(String(init.body)), () => CLIENT.salt).payload;
      return json({ code: 0, msg: '成功', ...envelope.seal({ echo: sent }, CLIENT) });
    });
    await expect(call('/api/enc', { a: '中文' })).resolves.toEqual({ echo: { a: '中文' } });
    const sent = JSON.parse(String(calls[0]?.init.body));
    expect(Object.keys(sent).sort()).toEqual(['body', 'sec']);
  });

  it('treats body code 429 as session expiry, unless the call opts out', async () => {
    const { call, onSessionExpired, onFailure } = setup(() => json({ code: 429, msg: '未登录或登录已过期' }));
    await expect(call('/api/x')).rejects.toMatchObject({ code: 429 });
    expect(onSessionExpired).toHaveBeenCalledOnce();
    await expect(call('/api/x', {}, { jumpToLogin: false })).rejects.toMatchObject({ code: 429 });
    expect(onSessionExpired).toHaveBeenCalledOnce();
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('never takes HTTP 429 with code 4290 (throttling) for a logout', async () => {
    const { call, onSessionExpired, onFailure } = setup(() => json({ code: 4290, msg: '操作太频繁，请稍后再试' }, 429));
    await expect(call('/api/x')).rejects.toMatchObject({ code: 4290, httpStatus: 429 });
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ code: 4290 }), true);
  });

  it('reports failures with the toast wish of the caller, and never an abort', async () => {
    const { call, onFailure } = setup(() => json({ code: 1, msg: '网络繁忙，请稍后再试' }));
    await expect(call('/api/x', {}, { toast: false })).rejects.toBeInstanceOf(ApiError);
    expect(onFailure).toHaveBeenLastCalledWith(expect.objectContaining({ msg: '网络繁忙，请稍后再试' }), false);
    const controller = new AbortController();
    controller.abort();
    const aborted = setup((_u, init) => {
      if (init.signal?.aborted) throw new DOMException('aborted', 'AbortError');
      return json({ code: 0 });
    });
    await expect(aborted.call('/api/x', {}, { signal: controller.signal })).rejects.toMatchObject({
      code: CLIENT_CODES.aborted,
    });
    expect(aborted.onFailure).not.toHaveBeenCalled();
  });

  it('times out after 15 s', async () => {
    vi.useFakeTimers();
    const { call } = setup(
      (_u, init) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    const pending = call('/api/x');
    const check = expect(pending).rejects.toMatchObject({ code: CLIENT_CODES.timeout });
    await vi.advanceTimersByTimeAsync(14_999);
    await vi.advanceTimersByTimeAsync(1);
    await check;
  });

  it('turns non-envelopes into bad responses', async () => {
    const { call } = setup(() => new Response('<html>', { status: 502 }));
    await expect(call('/api/x')).rejects.toMatchObject({ code: CLIENT_CODES.badResponse, httpStatus: 502 });
  });

  it('reads the WeChat config GET: code 100 with info', async () => {
    const { client, calls } = setup(() => json({ code: 100, info: { appId: 'wx' } }));
    const getInfo = client.get as unknown as typeof getInfoType;
    await expect(
      getInfo('/api/wechat/v1/config', { url: 'https://m.example.com/a?b=1' }, { successCode: 100, field: 'info' }),
    ).resolves.toEqual({ appId: 'wx' });
    expect(calls[0]?.url).toBe('/api/wechat/v1/config?url=https%3A%2F%2Fm.example.com%2Fa%3Fb%3D1&h_token=tk');
    expect(calls[0]?.init.method).toBe('GET');
  });
});

describe('failureMessage', () => {
  it("shows the server's words, else docs/product/api-conventions.md default", () => {
    expect(failureMessage(new ApiError(1, '功能暂未开放'))).toBe('功能暂未开放');
    expect(failureMessage(new ApiError(CLIENT_CODES.badResponse, ''))).toBe('服务器请求失败!');
    expect(failureMessage(new ApiError(500, ''))).toBe('服务器请求失败!');
    expect(failureMessage(new ApiError(CLIENT_CODES.timeout, 'x'))).toBe('网络超时，请稍后再试');
  });
});
