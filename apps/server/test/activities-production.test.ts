import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/platform/config.ts';
import { PRODUCTION_ENV } from './support/production-env.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// In production the whitelist switch does not exist, and the enrolment data key must be set.

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
    expect(loadConfig(PRODUCTION_ENV).ENROL_DATA_KEY).toBe('a'.repeat(64));
  });
});
