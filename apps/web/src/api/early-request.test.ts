import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeEarlyResponse } from './early-request';

afterEach(() => vi.unstubAllGlobals());

describe('takeEarlyResponse', () => {
  it('hands out the early answer to the same address and body once, and nothing for another request', () => {
    const response = Promise.resolve(new Response('{}'));
    vi.stubGlobal('window', { __earlyRequests: [{ url: '/api/a', body: '{"sort":"new","pageSize":20}', response }] });
    expect(takeEarlyResponse('/api/a', '{"sort":"hot","pageSize":20}')).toBeUndefined();
    expect(takeEarlyResponse('/api/a?h_token=x', '{"sort":"new","pageSize":20}')).toBeUndefined();
    expect(takeEarlyResponse('/api/a', '{"sort":"new","pageSize":20}')).toBe(response);
    expect(takeEarlyResponse('/api/a', '{"sort":"new","pageSize":20}')).toBeUndefined();
  });

  it('is a no-op without a window or without a body', () => {
    expect(takeEarlyResponse('/api/a', '{}')).toBeUndefined();
    vi.stubGlobal('window', { __earlyRequests: [] });
    expect(takeEarlyResponse('/api/a', undefined)).toBeUndefined();
  });
});
