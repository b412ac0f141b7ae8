import { describe, expect, it } from 'vitest';
import { isExternalHref, safeRedirect, signInHref } from './login-redirect';

describe('safeRedirect', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeRedirect('/releaseDynamic?storeid=91923#x')).toBe('/releaseDynamic?storeid=91923#x');
    expect(safeRedirect('/growth/center')).toBe('/growth/center');
  });
  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    '',
    'relative',
    '/\tx',
    null,
  ])('refuses %s', (v) => {
    expect(safeRedirect(v)).toBe('/speakTopic');
  });
  it('normalises dot segments without leaving the origin', () => {
    expect(safeRedirect('/a/../b?x=1')).toBe('/b?x=1');
  });
});

describe('signInHref', () => {
  it('goes to our /login with the path to come back to', () => {
    expect(signInHref('', '/growth/center?storeid=1', 'https://m.example.com')).toBe(
      '/login?redirect=%2Fgrowth%2Fcenter%3Fstoreid%3D1',
    );
  });
  it('gives a hosted sign-in page the full address', () => {
    expect(signInHref('https://sso.example.com/signin?app=h5', '/releaseDynamic', 'https://m.example.com')).toBe(
      'https://sso.example.com/signin?app=h5&redirect=https%3A%2F%2Fm.example.com%2FreleaseDynamic',
    );
  });
  it('never hands out a foreign return address', () => {
    expect(signInHref('', '//evil.example', 'https://m.example.com')).toBe('/login?redirect=%2FspeakTopic');
  });
  it('tells internal from external addresses', () => {
    expect(isExternalHref('/login?x=1')).toBe(false);
    expect(isExternalHref('https://sso.example.com')).toBe(true);
    expect(isExternalHref('//x')).toBe(true);
  });
});
