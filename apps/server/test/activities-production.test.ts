import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/platform/config.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// In production the whitelist switch does not exist, and the enrolment data key must be set.

const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  ENC_SALT: 'prod-salt-7c1d9e',
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: 'id',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
  ALIYUN_SMS_SIGN_NAME: 'sign',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
  CARRIER_SSO_URL: 'http://127.0.0.1:9/',
  LINGNAN_MEMBER_URL: 'http://127.0.0.1:9/',
  GROUP_UID_URL: 'http://127.0.0.1:9/',
  JTP_URL: 'http://127.0.0.1:9/',
  AUTOLOGIN_URL: 'http://127.0.0.1:9/',
  WECHAT_API_URL: 'http://127.0.0.1:9/',
  WECHAT_OAUTH_URL: 'http://127.0.0.1:9/',
  WECHAT_APP_ID: 'wx-real',
  WECHAT_APP_SECRET: 'real-secret',
  ENROL_DATA_KEY: 'b'.repeat(64),
};

describe('in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: PRODUCTION_ENV });
  });
  afterAll(() => t.close());

  it('has no whitelist switch', async () => {
    const res = await fetch(`${t.url}/dev/api/activity-publisher`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: 'anyone', allowed: true }),
    });
    expect(res.status).toBe(404);
  });

  it('refuses to start without the enrolment data key, or with a malformed one', () => {
    const { ENROL_DATA_KEY: _, ...withoutKey } = PRODUCTION_ENV;
    expect(() => loadConfig(withoutKey)).toThrow(ConfigError);
    expect(() => loadConfig(withoutKey)).toThrow(/ENROL_DATA_KEY: production needs its own key/);
    expect(() => loadConfig({ ...PRODUCTION_ENV, ENROL_DATA_KEY: 'short' })).toThrow(/ENROL_DATA_KEY/);
    expect(loadConfig(PRODUCTION_ENV).ENROL_DATA_KEY).toBe('b'.repeat(64));
  });
});
