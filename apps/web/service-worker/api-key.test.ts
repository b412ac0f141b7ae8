import { describe, expect, it } from 'vitest';
import { apiCacheKey, isKeepableAnswer, isKeptMedia, isOutOfScope } from './api-key';

describe('the synthetic key of a POST read', () => {
  it('is a GET address under the prefix, the same for the same request', async () => {
    const a = await apiCacheKey('http://127.0.0.1:3000/api/pub/list?h_token=t1', '{"page":1}');
    expect(a).toMatch(/^http:\/\/127\.0\.0\.1:3000\/__offline-api\/api\/pub\/list\?k=[0-9a-f]{64}$/);
    expect(await apiCacheKey('http://127.0.0.1:3000/api/pub/list?h_token=t1', '{"page":1}')).toBe(a);
  });

  it('differs by body and by session (the token in the query)', async () => {
    const a = await apiCacheKey('http://x/api/pub/list?h_token=t1', '{"page":1}');
    expect(await apiCacheKey('http://x/api/pub/list?h_token=t1', '{"page":2}')).not.toBe(a);
    expect(await apiCacheKey('http://x/api/pub/list?h_token=t2', '{"page":1}')).not.toBe(a);
    expect(await apiCacheKey('http://x/api/pub/list', '{"page":1}')).not.toBe(a);
  });
});

describe('what is kept and what is left alone', () => {
  it('keeps only successful answers', () => {
    expect(isKeepableAnswer('{"code":0,"msg":"成功","body":{}}')).toBe(true);
    expect(isKeepableAnswer('{"code":"0","body":{}}')).toBe(true);
    expect(isKeepableAnswer('{"code":404,"msg":"内容不存在"}')).toBe(false);
    expect(isKeepableAnswer('<html>')).toBe(false);
  });

  it('stays out of the console and the development tools', () => {
    expect(isOutOfScope('/console')).toBe(true);
    expect(isOutOfScope('/console/users')).toBe(true);
    expect(isOutOfScope('/dev')).toBe(true);
    expect(isOutOfScope('/dev/api/sms')).toBe(true);
    expect(isOutOfScope('/developer')).toBe(false);
    expect(isOutOfScope('/speakTopic')).toBe(false);
  });

  it('keeps pictures, never videos or audio', () => {
    expect(isKeptMedia('/media/u1/a.webp')).toBe(true);
    expect(isKeptMedia('/media/u1/a.JPG')).toBe(true);
    expect(isKeptMedia('/media/u1/v.mp4')).toBe(false);
    expect(isKeptMedia('/media/u1/t.mp3')).toBe(false);
    expect(isKeptMedia('/api/x.png')).toBe(false);
  });
});
