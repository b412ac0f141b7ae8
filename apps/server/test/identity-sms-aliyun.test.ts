import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aliyunSignature } from '../src/partners/sms/aliyun-signature.ts';
import { aliyunSmsSender } from '../src/partners/sms/aliyun-sms.ts';
import { captcha } from './identity-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/** The enc paths answer every request in kind, failures too: code and msg in the clear, the body sealed. */
const SEALED = { sec: expect.any(String), body: expect.any(String) };

// The production SMS adapter (Aliyun dysmsapi SendSms) against a local stand-in of its HTTP API that checks the
// request signature the way Aliyun documents it, written here independently of the adapter's own code.

const KEY_ID = 'LTAI-test-key';
const SECRET = 'test-secret-9f8e';

/** RFC 3986, byte by byte: only A-Z a-z 0-9 - _ . ~ stay as they are. */
function rfc3986(value: string): string {
  return Array.from(Buffer.from(value, 'utf8'), (b) => {
    const c = String.fromCharCode(b);
    return /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
  }).join('');
}

function expectedSignature(params: URLSearchParams, secret: string): string {
  const pairs = [...params.entries()]
    .filter(([k]) => k !== 'Signature')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const canonical = pairs.map(([k, v]) => `${rfc3986(k)}=${rfc3986(v)}`).join('&');
  const stringToSign = `GET&${rfc3986('/')}&${rfc3986(canonical)}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign).digest('base64');
}

interface Received {
  params: URLSearchParams;
  signatureOk: boolean;
}

let standIn: Server;
let endpoint: string;
const received: Received[] = [];

beforeAll(async () => {
  standIn = createServer((req, res) => {
    const params = new URL(req.url ?? '/', 'http://x').searchParams;
    const signatureOk =
      params.get('Signature') === expectedSignature(params, SECRET) && params.get('AccessKeyId') === KEY_ID;
    received.push({ params, signatureOk });
    res.setHeader('content-type', 'application/json');
    if (!signatureOk) {
      res.statusCode = 400;
      res.end(
        JSON.stringify({
          Code: 'SignatureDoesNotMatch',
          Message: 'Specified signature is not matched with our calculation.',
        }),
      );
      return;
    }
    res.end(JSON.stringify({ Code: 'OK', Message: 'OK', RequestId: 'req-1', BizId: 'biz-1' }));
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => standIn.close(() => resolve())));

describe('Aliyun request signing', () => {
  it('matches the examples of Aliyun’s documentation', () => {
    // The RPC signature example (DescribeRegions, secret "testsecret").
    expect(
      aliyunSignature(
        {
          AccessKeyId: 'testid',
          Action: 'DescribeRegions',
          Format: 'XML',
          SignatureMethod: 'HMAC-SHA1',
          SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
          SignatureVersion: '1.0',
          Timestamp: '2016-02-23T12:46:24Z',
          Version: '2014-05-26',
        },
        'testsecret',
      ),
    ).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
    // The SendSms example, with a Chinese SignName and a JSON TemplateParam.
    expect(
      aliyunSignature(
        {
          AccessKeyId: 'testId',
          Action: 'SendSms',
          Format: 'XML',
          OutId: '123',
          PhoneNumbers: '15300000001',
          RegionId: 'cn-hangzhou',
          SignName: '阿里云短信测试专用',
          SignatureMethod: 'HMAC-SHA1',
          SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
          SignatureVersion: '1.0',
          TemplateCode: 'SMS_71390007',
          TemplateParam: '{"customer":"test"}',
          Timestamp: '2017-07-12T02:42:19Z',
          Version: '2017-05-25',
        },
        'testSecret',
      ),
    ).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it('sends a SendSms request the stand-in accepts, and fails loudly when the secret is wrong', async () => {
    const sender = (secret: string) =>
      aliyunSmsSender({
        accessKeyId: KEY_ID,
        accessKeySecret: secret,
        signName: '无忧行',
        templateCode: 'SMS_123456789',
        endpoint,
        timeoutMs: 2000,
        now: () => new Date('2026-01-02T03:04:05.678Z'),
        nonce: () => 'nonce-1',
      });
    await sender(SECRET).send({ countryCode: '86', mobile: '13812345678', code: '042917', purpose: 'login' });
    const ok = received.at(-1)!;
    expect(ok.signatureOk).toBe(true);
    expect(Object.fromEntries(ok.params)).toMatchObject({
      Action: 'SendSms',
      Version: '2017-05-25',
      PhoneNumbers: '13812345678',
      SignName: '无忧行',
      TemplateCode: 'SMS_123456789',
      TemplateParam: '{"code":"042917"}',
      Timestamp: '2026-01-02T03:04:05Z',
      SignatureNonce: 'nonce-1',
    });
    await sender('wrong-secret')
      .send({ countryCode: '852', mobile: '91234567', code: '1', purpose: 'login' })
      .then(
        () => expect.unreachable(),
        (err: Error) => expect(err.message).toMatch(/aliyun-sms/),
      );
    expect(received.at(-1)!.params.get('PhoneNumbers')).toBe('85291234567');
  });
});

describe('the server with SMS_PROVIDER=aliyun', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        SMS_PROVIDER: 'aliyun',
        ALIYUN_SMS_ACCESS_KEY_ID: KEY_ID,
        ALIYUN_SMS_ACCESS_KEY_SECRET: SECRET,
        ALIYUN_SMS_SIGN_NAME: '无忧行',
        ALIYUN_SMS_TEMPLATE_CODE: 'SMS_123456789',
        ALIYUN_SMS_ENDPOINT: endpoint,
      },
    });
  });
  afterAll(() => t.close());

  it('registers a phone with the code that went through the gateway, and writes no dev outbox', async () => {
    const mobile = '13900001111';
    const c = await captcha(t);
    const sent = await t.postSealed('/api/user/v1/getCodeNumber', {
      countryCode: '86',
      mobile,
      imgCodeToken: c.imgCodeToken,
      imgCode: c.imgCode,
    });
    expect(sent.json.code).toBe(0);
    const request = received.at(-1)!;
    expect(request.signatureOk).toBe(true);
    expect(request.params.get('PhoneNumbers')).toBe(mobile);
    const code = JSON.parse(request.params.get('TemplateParam')!).code as string;
    expect(code).toMatch(/^\d{6}$/);
    expect(await t.ctx.db.selectFrom('dev_sms_outbox').selectAll().execute()).toHaveLength(0);

    const registered = await t.postSealed('/api/user/v2/phoneRegist', { countryCode: '86', mobile, code });
    expect(registered.json.code).toBe(0);
  });
});

describe('a gateway that refuses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        SMS_PROVIDER: 'aliyun',
        ALIYUN_SMS_ACCESS_KEY_ID: KEY_ID,
        ALIYUN_SMS_ACCESS_KEY_SECRET: 'not-the-secret',
        ALIYUN_SMS_SIGN_NAME: '无忧行',
        ALIYUN_SMS_TEMPLATE_CODE: 'SMS_123456789',
        ALIYUN_SMS_ENDPOINT: endpoint,
      },
    });
  });
  afterAll(() => t.close());

  it('answers 短信发送失败 instead of pretending the SMS left', async () => {
    const c = await captcha(t);
    const sent = await t.postSealed('/api/user/v1/getCodeNumber', {
      countryCode: '86',
      mobile: '13900002222',
      imgCodeToken: c.imgCodeToken,
      imgCode: c.imgCode,
    });
    expect(sent.json).toEqual({ code: 1, msg: '短信发送失败，请稍后再试', ...SEALED });
    expect(received.at(-1)!.signatureOk).toBe(false);
  });
});
