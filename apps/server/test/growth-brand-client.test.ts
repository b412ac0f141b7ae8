import { createCipheriv, createDecipheriv, createHash, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedGrowth } from './growth-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The brand's own client, written from docs/product/api-conventions.md section and docs/product/api-paths.md alone (it does not
// import the project's envelope module): its own app id and salt (ENC_CLIENTS), 16-digit microsecond timestamps,
// `lang`, `timestamp` and `sign` beside `token`, querySign plain and enveloped, userSign enveloped.

const APP_ID = 'jegotrip_app';
const SALT = '9f8e7d6c5b4a3210';

/** docs/product/api-conventions.md: key = hex MD5 of salt + ts, characters 8 to 23, as UTF-8 bytes (AES-128). */
const keyFor = (ts: string) =>
  Buffer.from(
    createHash('md5')
      .update(SALT + ts)
      .digest('hex')
      .slice(8, 24),
    'utf8',
  );

/** docs/product/api-conventions.md's worked example, so this client is the scheme and not a copy of the server's code. */
function exampleMatches(): boolean {
  const ts = '1763800000000123';
  const key = Buffer.from(createHash('md5').update(`fedcba9876543210${ts}`).digest('hex').slice(8, 24), 'utf8');
  const cipher = createCipheriv('aes-128-ecb', key, null);
  const b = Buffer.concat([cipher.update('{"a":"中文","n":1}', 'utf8'), cipher.final()]).toString('base64');
  return (
    key.toString('hex') === '64663065373931306162386466646565' &&
    Buffer.from(`bars_h5;${ts};01`).toString('base64') === 'YmFyc19oNTsxNzYzODAwMDAwMDAwMTIzOzAx' &&
    b === 'vVkmUGoCYVQrG0HPSODW1y+9poLlzM65V/+upVmrcX4='
  );
}

/** 16 digits of microseconds since the epoch, as the native app sends them. */
const microTs = () => String(Date.now() * 1000 + randomInt(0, 1000));

function seal(payload: unknown) {
  const ts = microTs();
  const cipher = createCipheriv('aes-128-ecb', keyFor(ts), null);
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]).toString('base64');
  return { sec: Buffer.from(`${APP_ID};${ts};01`, 'utf8').toString('base64'), body };
}

function open(answer: { sec: string; body: string }) {
  const [appId, ts, type] = Buffer.from(answer.sec, 'base64').toString('utf8').split(';');
  const decipher = createDecipheriv('aes-128-ecb', keyFor(ts!), null);
  const text = Buffer.concat([decipher.update(Buffer.from(answer.body, 'base64')), decipher.final()]).toString('utf8');
  return { appId, ts, type, payload: JSON.parse(text) };
}

interface Reply {
  ok: boolean;
  code: number;
  msg: string;
  enveloped: boolean;
  appId?: string | undefined;
  body: any;
}

let t: TestApp;
let token = '';

async function call(path: string, payload: unknown, enveloped: boolean): Promise<Reply> {
  const timestamp = String(Date.now());
  const sign = createHash('md5').update(`${token}${timestamp}`).digest('hex');
  const query = new URLSearchParams({ token, lang: 'zh_CN', timestamp, sign });
  const res = await fetch(`${t.url}${path}?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(enveloped ? seal(payload) : payload),
  });
  const json = (await res.json()) as { code: number | string; msg: string; sec?: string; body?: unknown };
  const code = Number(json.code);
  if (json.sec && typeof json.body === 'string') {
    const opened = open({ sec: json.sec, body: json.body });
    return { ok: code === 0, code, msg: json.msg, enveloped: true, appId: opened.appId, body: opened.payload };
  }
  return { ok: code === 0, code, msg: json.msg, enveloped: false, body: json.body };
}

beforeAll(async () => {
  t = await createTestApp({ env: { ENC_CLIENTS: `${APP_ID}:${SALT}` } });
  await seedGrowth(t);
  ({ token } = await t.login());
});
afterAll(() => t.close());

describe('a client written from docs/product/api-conventions.md alone', () => {
  it('implements the scheme of the worked example', () => {
    expect(exampleMatches()).toBe(true);
  });

  it('signs in through querySign and userSign and reads expireRewardQuery, answered with its own pair', async () => {
    const plain = await call('/api/service/v1/mission/sign/querySign', {}, false);
    expect(plain).toMatchObject({ ok: true, enveloped: false });
    const sealed = await call('/api/service/v1/mission/sign/querySign', {}, true);
    expect(sealed).toMatchObject({ ok: true, enveloped: true, appId: APP_ID });
    expect(sealed.body).toEqual(plain.body);
    const today = sealed.body.find((d: { isSign: number }) => d.isSign === 2);
    expect(today).toBeDefined();

    const signed = await call('/api/service/v1/mission/sign/userSign', { signConfigId: today.id }, true);
    expect(signed).toMatchObject({ ok: true, enveloped: true, appId: APP_ID, msg: '成功' });
    expect(signed.body.rpcMsg).toBe('SUCCESS');

    const points = await call('/api/service/member/v1/expireRewardQuery', {}, true);
    expect(points).toMatchObject({ ok: true, enveloped: true, appId: APP_ID });
    expect(points.body.tripcoins).toBe(Number(today.rewardCoin));
    const coins = await call('/api/service/user/v1/getUserTripCoins', {}, false);
    expect(coins.body).toEqual({ tripCoins: Number(today.rewardCoin) });

    const again = await call('/api/service/v1/mission/sign/userSign', { signConfigId: today.id }, true);
    expect(again).toMatchObject({ ok: false, code: 1, msg: '今日已签到' });
  });

  // Today's platform answers a refusal to an enveloped request in plain JSON and issues base64url tokens; the
  // reliability branch changes both (docs/product/api-conventions.md). Enable these after the merge.
  it('second sign-in refused and failures enveloped', async () => {
    const sealed = await call('/api/service/v1/mission/sign/querySign', {}, true);
    const today = sealed.body.find((d: { isSign: number }) => d.isSign === 3);
    const again = await call('/api/service/v1/mission/sign/userSign', { signConfigId: today.id }, true);
    expect(again).toMatchObject({ ok: false, code: 1, msg: '今日已签到', enveloped: true, appId: APP_ID });
  });

  it('holds a token of 64 lowercase hexadecimal characters', () => {
    expect(token).toMatch(/^[0-9a-f]{64}$/);
  });
});
