import { describe, expect, it } from 'vitest';
import { readAppConfig } from './config';

describe('readAppConfig', () => {
  it('has working defaults', () => {
    expect(readAppConfig({}, '2025-01-01T00:00')).toEqual({
      signInUrl: '',
      appScheme: 'jegotrip://',
      appDownloadUrl: '/guidePage',
      apiBases: { production: '', stage: '', test: '' },
      nativeUa: 'source/jegotrip',
      enc: { appId: 'dev_h5', salt: '0123456789abcdef' },
      release: 'web@2025-01-01T00:00',
      gdMarketingUrl: '',
    });
  });
  it('takes configured values and refuses API bases that are not http(s) origins', () => {
    const c = readAppConfig(
      {
        SIGNIN_URL: 'https://sso.example.com/in',
        API_BASE_STAGE: 'https://stage.example.com/',
        API_BASE_TEST: 'javascript:x',
        RELEASE: 'r1',
      },
      'x',
    );
    expect(c.signInUrl).toBe('https://sso.example.com/in');
    expect(c.apiBases).toEqual({ production: '', stage: 'https://stage.example.com', test: '' });
    expect(c.release).toBe('r1');
  });
  it('keeps a marketing address only when it is http(s) or a path of ours', () => {
    const url = (v: string) => readAppConfig({ GD_MARKETING_URL: v }, 'x').gdMarketingUrl;
    expect(url('https://gd.example.com/vip?a=1')).toBe('https://gd.example.com/vip?a=1');
    expect(url('/gdvip?reason=x')).toBe('/gdvip?reason=x');
    expect(url('javascript:alert(1)')).toBe('');
    expect(url('//evil.example.com')).toBe('');
  });
});
