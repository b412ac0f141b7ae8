import { describe, expect, it } from 'vitest';
import { apiUrl, normaliseApiBase, pickApiEnv, redactTokens, tokenParamName } from './api-base';

describe('pickApiEnv', () => {
  it.each([
    ['production', 'https://m.example.com/speakTopic', 'production'],
    ['stage', 'https://m.example.com/speakTopic', 'stage'],
    ['staging', 'https://m.example.com/', 'stage'],
    ['TEST', 'https://m.example.com/', 'test'],
    [null, 'https://m.example.com/social/staging/speakTopic', 'stage'],
    [null, 'https://m.example.com/social/test/speakTopic', 'test'],
    ['', 'https://m.example.com/speakTopic', 'production'],
    // An unknown value is no reason to leave production, and the parameter beats the address.
    ['evil', 'https://m.example.com/social/test/', 'test'],
    ['production', 'https://m.example.com/social/test/', 'production'],
    ['constructor', 'https://m.example.com/', 'production'],
  ])('env=%s at %s → %s', (env, href, expected) => {
    expect(pickApiEnv(env, href)).toBe(expected);
  });
});

describe('normaliseApiBase', () => {
  it('keeps http(s) origins with a path, without the trailing slash', () => {
    expect(normaliseApiBase('https://api.example.com/')).toBe('https://api.example.com');
    expect(normaliseApiBase('https://api.example.com/social/staging/')).toBe('https://api.example.com/social/staging');
    expect(normaliseApiBase('http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
  });
  it('falls back to our own origin for anything else', () => {
    for (const v of [
      undefined,
      '',
      '  ',
      'javascript:alert(1)',
      'ftp://x',
      'not a url',
      'https://u:p@x.com',
      'https://x.com/?a=1',
    ])
      expect(normaliseApiBase(v)).toBe('');
  });
});

describe('tokenParamName', () => {
  it('is token only inside the native app without an htoken', () => {
    expect(tokenParamName({ nativeApp: true, htoken: false })).toBe('token');
    expect(tokenParamName({ nativeApp: true, htoken: true })).toBe('h_token');
    expect(tokenParamName({ nativeApp: false, htoken: false })).toBe('h_token');
    expect(tokenParamName({ nativeApp: false, htoken: true })).toBe('h_token');
  });
});

describe('apiUrl', () => {
  it('appends the token when there is one', () => {
    expect(apiUrl('', '/api/x', { name: 'h_token', value: 'a b' })).toBe('/api/x?h_token=a%20b');
    expect(apiUrl('https://api.example.com', '/api/x?v=1', { name: 'token', value: 't' })).toBe(
      'https://api.example.com/api/x?v=1&token=t',
    );
    expect(apiUrl('', '/api/x', { name: 'token', value: null })).toBe('/api/x');
  });
  it('redacts tokens for display', () => {
    expect(redactTokens('/api/x?v=1&h_token=secret&y=2')).toBe('/api/x?v=1&h_token=***&y=2');
    expect(redactTokens('/api/x?token=secret')).toBe('/api/x?token=***');
  });
});
