import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerDevRoutes } from '../src/modules/identity/dev-routes.ts';
import { identitySandboxUrl } from '../src/modules/identity/identity-runtime.ts';
import { startSandbox } from '../src/partners/sandbox/sandbox-server.ts';
import { ConfigError, loadConfig } from '../src/platform/config.ts';
import { captcha, newMobile, requestCode } from './identity-helpers.ts';
import { PRODUCTION_ENV } from './support/production-env.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Development-only parts: the /dev/api routes answer loopback callers only, and nothing of them (nor the sandbox,
// nor the console SMS provider) exists in production.

describe('in development', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('the dev routes answer a loopback caller and nobody else, whatever X-Forwarded-For says', async () => {
    const mobile = newMobile();
    await requestCode(t, mobile, 'register');
    const c = await captcha(t);
    // The same routes on a bare server behind a trusted proxy (so request.ip would believe the header), reached
    // through inject with a chosen socket address.
    const app = Fastify({ logger: false, trustProxy: true });
    await registerDevRoutes(app, t.ctx);
    const paths = [
      `/dev/api/outbox?mobile=${mobile}`,
      `/dev/api/captcha/${c.imgCodeToken}`,
      '/dev/api/sandbox-token?source=1',
    ];
    for (const url of paths) {
      const outside = await app.inject({
        url,
        remoteAddress: '203.0.113.7',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(outside.statusCode, url).toBe(404);
      expect(outside.body).not.toMatch(/\d{6}|answer|token"/);
      const inside = await app.inject({ url, remoteAddress: '127.0.0.1' });
      expect(inside.statusCode, url).toBe(200);
      const mapped = await app.inject({ url, remoteAddress: '::ffff:127.0.0.1' });
      expect(mapped.statusCode, url).toBe(200);
    }
    await app.close();
  });

  it('answers an unknown captcha token with code 404 and a bad query with 400', async () => {
    expect(await (await t.get('/dev/api/captcha/nope')).json()).toEqual({ code: 404, msg: '内容不存在', body: null });
    expect((await t.get('/dev/api/outbox')).status).toBe(400);
    expect(await (await t.get('/dev/api/sandbox-token?source=nope')).json()).toEqual({
      code: 400,
      msg: '参数错误：source',
      body: null,
    });
  });

  it('runs the sandbox on loopback', () => {
    expect(identitySandboxUrl(t.ctx)).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });
});

describe('the sandbox port', () => {
  it('moves to a free port when SANDBOX_PORT is busy, rather than failing the start', async () => {
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const port = (busy.address() as { port: number }).port;
    let warned = 0;
    const sandbox = await startSandbox(port, () => (warned += 1));
    try {
      expect(warned).toBe(1);
      expect(sandbox.url).not.toContain(`:${port}`);
      expect(
        (
          await fetch(`${sandbox.url}/lingnan/member/query`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{"mobile":"14700000000"}',
          })
        ).status,
      ).toBe(200);
    } finally {
      await sandbox.close();
      busy.close();
    }
  });
});

describe('in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: PRODUCTION_ENV });
  });
  afterAll(() => t.close());

  it('the dev routes are absent (404) and no sandbox runs', async () => {
    for (const path of [
      '/dev/api/outbox?mobile=13800000000',
      '/dev/api/captcha/x',
      '/dev/api/sandbox-token?source=1',
    ]) {
      const res = await t.get(path);
      expect(res.status, path).toBe(404);
    }
    expect(identitySandboxUrl(t.ctx)).toBeNull();
  });

  it('captchas still work, and their answers are never written down', async () => {
    const answer = await t.postSealed('/api/user/v1/getImgCode', {});
    expect(answer.json.code).toBe(0);
    expect(await t.ctx.db.selectFrom('captchas').selectAll().execute()).toHaveLength(1);
    expect(await t.ctx.db.selectFrom('dev_captcha_answers').selectAll().execute()).toHaveLength(0);
  });
});

describe('production configuration', () => {
  const refusal = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as Error).message;
    }
    throw new Error('configuration was accepted');
  };

  it('refuses the console SMS provider and every sandbox partner, naming each variable', () => {
    const message = refusal({ NODE_ENV: 'production', ENC_SALT: 'prod-salt-7c1d9e' });
    for (const name of [
      'SMS_PROVIDER',
      'CARRIER_SSO_URL',
      'LINGNAN_MEMBER_URL',
      'GROUP_UID_URL',
      'JTP_URL',
      'AUTOLOGIN_URL',
      'WECHAT_API_URL',
      'WECHAT_OAUTH_URL',
      'WECHAT_APP_ID',
      'WECHAT_APP_SECRET',
      'ENROL_DATA_KEY',
    ]) {
      expect(message).toContain(`${name}:`);
    }
    const { CARRIER_SSO_URL: _, ...withoutSso } = PRODUCTION_ENV;
    expect(refusal(withoutSso)).toMatch(/CARRIER_SSO_URL: production needs the real partner/);
    expect(loadConfig(PRODUCTION_ENV).isProduction).toBe(true);
  });

  it('requires Aliyun’s keys when SMS_PROVIDER=aliyun, in any environment', () => {
    expect(refusal({ SMS_PROVIDER: 'aliyun', ALIYUN_SMS_ACCESS_KEY_ID: 'id' })).toMatch(
      /ALIYUN_SMS_ACCESS_KEY_SECRET: required/,
    );
  });

  it('the real process stops at start with the message', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'app-prod-'));
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', join(process.cwd(), 'apps/server/src/main.ts')], {
        env: { ...process.env, NODE_ENV: 'production', ENC_SALT: 'prod-salt-7c1d9e', DATA_DIR: dataDir, PORT: '0' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(output).toMatch(/SMS_PROVIDER: the console SMS provider is development only/);
      expect(output).toMatch(/CARRIER_SSO_URL/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
