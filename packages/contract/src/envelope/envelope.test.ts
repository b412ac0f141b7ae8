/*
 * Tests for the encrypted envelope, encryptType 01 (docs/product/api-conventions.md).
 *
 * README — vectors.json was made independently of this module, with the system's md5sum, openssl and jq
 * (OpenSSL 3.0), by `bash packages/contract/src/envelope/make-vectors.sh > packages/contract/src/envelope/vectors.json`.
 * For each (salt, appId, ts, json) the script runs:
 *   md5=$(printf '%s' "$salt$ts" | md5sum | cut -c1-32)          # checked equal to `openssl dgst -md5 -r`
 *   key=${md5:8:16}                                               # hex.slice(8, 24): 16 characters
 *   keyhex=$(printf '%s' "$key" | od -An -tx1 | tr -d ' \n')     # those characters' bytes, in hex
 *   sec=$(printf '%s' "$appId;$ts;01" | openssl base64 -A)
 *   body=$(printf '%s' "$json" | openssl enc -aes-128-ecb -K "$keyhex" -base64 -A)   # PKCS#7 is openssl's default
 * and jq -s collects the fields. `json` is written exactly as JSON.stringify spells it, so both directions are exact.
 * The first vector is docs/product/api-conventions.md's worked example, which openssl reproduces byte for byte.
 */
import { describe, it, expect } from 'vitest';
import { ecb } from '@noble/ciphers/aes.js';
import { fromBase64, toBase64 } from './base64.ts';
import {
  ENCRYPT_TYPE,
  EnvelopeError,
  decryptBody,
  deriveKey,
  encodeSec,
  encryptBody,
  isEnvelope,
  makeTs,
  open,
  parseSec,
  seal,
  tsToMillis,
} from './index.ts';
import vectors from './vectors.json' with { type: 'json' };

const hex = (b: Uint8Array): string => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
const utf8 = (s: string): Uint8Array => new TextEncoder().encode(s);
const b64 = (s: string): string => toBase64(utf8(s));

function expectFault(fn: () => unknown): void {
  let thrown: unknown;
  try {
    fn();
  } catch (e) {
    thrown = e;
  }
  expect(thrown).toBeInstanceOf(EnvelopeError);
}

const SALT = 'fedcba9876543210';
const APP = 'bars_h5';
const TS = '1763800000000123';
const KEY = deriveKey(SALT, TS);
const saltFor = (appId: string): string | undefined =>
  appId === APP ? SALT : appId === 'native_ios' ? 'other' : undefined;

describe("docs/product/api-conventions.md's worked example", () => {
  it('gives the key, S and B of the brief', () => {
    expect(hex(KEY)).toBe('64663065373931306162386466646565');
    expect(encodeSec(APP, TS)).toBe('YmFyc19oNTsxNzYzODAwMDAwMDAwMTIzOzAx');
    expect(encryptBody({ a: '中文', n: 1 }, KEY)).toBe('vVkmUGoCYVQrG0HPSODW1y+9poLlzM65V/+upVmrcX4=');
    expect(seal({ a: '中文', n: 1 }, { appId: APP, salt: SALT }, TS)).toEqual({
      sec: 'YmFyc19oNTsxNzYzODAwMDAwMDAwMTIzOzAx',
      body: 'vVkmUGoCYVQrG0HPSODW1y+9poLlzM65V/+upVmrcX4=',
    });
  });

  it('opens', () => {
    const env = { sec: 'YmFyc19oNTsxNzYzODAwMDAwMDAwMTIzOzAx', body: 'vVkmUGoCYVQrG0HPSODW1y+9poLlzM65V/+upVmrcX4=' };
    expect(open(env, saltFor)).toEqual({ appId: APP, ts: TS, tsMs: 1763800000000, payload: { a: '中文', n: 1 } });
  });
});

describe('openssl vectors', () => {
  expect(vectors.length).toBeGreaterThanOrEqual(8);
  for (const v of vectors) {
    it(v.name, () => {
      const payload: unknown = JSON.parse(v.json);
      expect(JSON.stringify(payload)).toBe(v.json);
      const key = deriveKey(v.salt, v.ts);
      expect(new TextDecoder().decode(key)).toBe(v.key);
      expect(hex(key)).toBe(v.keyHex);
      // our side encrypts exactly as openssl does
      expect(encodeSec(v.appId, v.ts)).toBe(v.sec);
      expect(encryptBody(payload, key)).toBe(v.body);
      expect(seal(payload, { appId: v.appId, salt: v.salt }, v.ts)).toEqual({ sec: v.sec, body: v.body });
      // and decrypts what openssl made
      expect(parseSec(v.sec)).toEqual({ appId: v.appId, ts: v.ts, encryptType: '01' });
      expect(decryptBody(v.body, key)).toEqual(payload);
      expect(open({ sec: v.sec, body: v.body }, (id) => (id === v.appId ? v.salt : undefined))).toEqual({
        appId: v.appId,
        ts: v.ts,
        tsMs: Number(v.ts.slice(0, 13)),
        payload,
      });
    });
  }
});

describe('round trips', () => {
  const payloads: unknown[] = [
    {},
    [],
    null,
    0,
    'x',
    { k: 'abcdefgh' },
    { deep: { list: [1, 2, { x: '中文😀' }], t: true, f: false, z: null } },
    { long: '山'.repeat(5000) },
  ];
  for (const [i, p] of payloads.entries()) {
    it(`payload ${i}`, () => {
      const env = seal(p, { appId: APP, salt: SALT });
      expect(isEnvelope(env)).toBe(true);
      const opened = open(env, saltFor);
      expect(opened.appId).toBe(APP);
      expect(opened.ts).toMatch(/^\d{16}$/);
      expect(opened.tsMs).toBe(Number(opened.ts.slice(0, 13)));
      expect(opened.payload).toEqual(p);
    });
  }

  it('accepts a response envelope with code and msg beside sec and body', () => {
    const res = { code: 0, msg: '成功', ...seal({ ok: 1 }, { appId: APP, salt: SALT }) };
    expect(isEnvelope(res)).toBe(true);
    expect(open(res, saltFor).payload).toEqual({ ok: 1 });
  });

  it('each client is answered with its own salt', () => {
    const env = seal({ hi: 1 }, { appId: 'native_ios', salt: 'other' }, '1763800000123456');
    expect(open(env, saltFor)).toMatchObject({ appId: 'native_ios', tsMs: 1763800000123, payload: { hi: 1 } });
    expectFault(() => open(env, () => SALT)); // the wrong salt fails
  });

  it('ENCRYPT_TYPE is 01', () => {
    expect(ENCRYPT_TYPE).toBe('01');
  });

  it('refuses to seal what has no JSON text', () => {
    expectFault(() => encryptBody(undefined, KEY));
    expectFault(() => encryptBody(() => 1, KEY));
    expectFault(() => encryptBody(10n, KEY));
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expectFault(() => encryptBody(cyclic, KEY));
    expectFault(() => encodeSec('a;b', TS));
    expectFault(() => encodeSec('', TS));
    expectFault(() => encodeSec(APP, '12'));
  });
});

describe('refusals', () => {
  const good = seal({ a: 1 }, { appId: APP, salt: SALT }, TS);

  it('non-object envelopes', () => {
    for (const e of [null, undefined, 'str', 42, true, [good.sec, good.body], [] as unknown[]]) {
      expectFault(() => open(e, saltFor));
      expect(isEnvelope(e)).toBe(false);
    }
  });

  it('missing or non-string sec and body', () => {
    for (const e of [
      {},
      { sec: good.sec },
      { body: good.body },
      { sec: 1, body: good.body },
      { sec: good.sec, body: null },
      { sec: good.sec, body: {} },
    ]) {
      expectFault(() => open(e, saltFor));
      expect(isEnvelope(e)).toBe(false);
    }
  });

  it('sec that is not base64', () => {
    for (const sec of [
      '',
      'not base64!',
      `${good.sec} `,
      ` ${good.sec}`,
      `${good.sec.slice(0, 10)}\n${good.sec.slice(10)}`,
      good.sec.slice(1),
      'YmFy=c19o',
      'YW==',
      'YWI',
      '-_-_',
    ]) {
      expectFault(() => parseSec(sec));
      expectFault(() => open({ sec, body: good.body }, saltFor));
    }
    expectFault(() => parseSec(42));
    expectFault(() => parseSec(toBase64(Uint8Array.of(0x62, 0x3b, 0xff, 0x3b, 0x30, 0x31)))); // not UTF-8
  });

  it('sec with 2 or 4 parts, an empty app id, a bad ts, an unknown encryptType', () => {
    for (const text of [
      `${APP};${TS}`,
      `${APP};${TS};01;x`,
      `${APP};x;${TS};01`,
      `;${TS};01`,
      `${APP};${TS};02`,
      `${APP};${TS};`,
      `${APP};${TS};1`,
      `${APP};176380000000a123;01`,
      `${APP};0x1763800000000;01`,
      `${APP};-176380000000012;01`,
      `${APP};${TS.slice(0, 12)};01`,
      `${APP};${TS}0;01`,
      `${APP};;01`,
      `${APP};${TS} ;01`,
      `${APP};１７６３８００００００００１２３;01`, // full-width digits
    ]) {
      expectFault(() => parseSec(b64(text)));
      expectFault(() => open({ sec: b64(text), body: good.body }, saltFor));
    }
    // the edges that are fine: 13 and 16 digits
    expect(parseSec(b64(`${APP};1763800000000;01`)).ts).toBe('1763800000000');
    expect(parseSec(b64(`${APP};${TS};01`)).ts).toBe(TS);
  });

  it('unknown app id', () => {
    expectFault(() => open({ sec: encodeSec('stranger', TS), body: good.body }, saltFor));
    expectFault(() => open(good, () => undefined));
    expectFault(() => open(good, () => ''));
  });

  it('body that is not base64', () => {
    for (const body of [
      '',
      '!!!!',
      `${good.body}=`,
      good.body.slice(0, -1),
      `${good.body} `,
      `-${good.body.slice(1)}`,
      `_${good.body.slice(1)}`,
      '%%%%AAAAAAAAAAAAAAAAAAAA',
    ]) {
      expectFault(() => decryptBody(body, KEY));
      expectFault(() => open({ sec: good.sec, body }, saltFor));
    }
    expectFault(() => decryptBody(undefined, KEY));
    expectFault(() => decryptBody(123, KEY));
  });

  it('body whose length is not a multiple of 16', () => {
    const bytes = fromBase64(good.body)!;
    expect(bytes.length).toBe(16);
    for (const n of [1, 15, 17, 31]) {
      const body = toBase64(ecb(KEY, { disablePadding: true }).encrypt(new Uint8Array(32)).subarray(0, n));
      expectFault(() => decryptBody(body, KEY));
    }
  });

  it('bad padding', () => {
    const raw = (block: Uint8Array): Uint8Array => ecb(KEY, { disablePadding: true }).encrypt(block);
    const blocks = [
      new Uint8Array(16).fill(0x41), // last byte 0x41 > 16
      new Uint8Array(16), // last byte 0
      Uint8Array.from([...utf8('{"a":1}xxxxxx'), 3, 2, 3]), // pad byte 3, but not three 3s
      new Uint8Array(16).fill(0x11), // 17
    ];
    for (const block of blocks) expectFault(() => decryptBody(toBase64(raw(block)), KEY));
  });

  it('wrong key: garbage throws, never junk', () => {
    const big = seal({ text: '中文'.repeat(40), n: [1, 2, 3] }, { appId: APP, salt: SALT }, TS);
    for (let i = 0; i < 3000; i++) {
      const wrong = deriveKey(`wrong-${i}`, TS);
      expectFault(() => decryptBody(good.body, wrong));
      expectFault(() => decryptBody(big.body, wrong));
    }
  });

  it('valid ciphertext of text that is not UTF-8 JSON', () => {
    const enc = (bytes: Uint8Array): string => toBase64(ecb(KEY).encrypt(bytes));
    for (const text of ['not json', '{"a":1', '', 'undefined', "{'a':1}", '{"a":1}}'])
      expectFault(() => decryptBody(enc(utf8(text)), KEY));
    expectFault(() => decryptBody(enc(Uint8Array.of(0x22, 0xff, 0xfe, 0x22)), KEY)); // "\xff\xfe": not UTF-8
    expectFault(() => decryptBody(enc(Uint8Array.of(0xef, 0xbb, 0xbf, ...utf8('{"a":1}'))), KEY)); // BOM first
    expect(decryptBody(enc(utf8(' {"a":1} ')), KEY)).toEqual({ a: 1 }); // JSON whitespace is still JSON
  });

  it('every fault is an EnvelopeError, itself an Error', () => {
    const e = new EnvelopeError('x');
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe('EnvelopeError');
  });
});

describe('ts', () => {
  it('makeTs gives 16 digits whose first 13 are the milliseconds', () => {
    expect(makeTs(1763800000000)).toMatch(/^1763800000000\d{3}$/);
    expect(makeTs(1763800000000.9)).toMatch(/^1763800000000\d{3}$/);
    const before = Date.now();
    const ts = makeTs();
    const after = Date.now();
    expect(ts).toMatch(/^\d{16}$/);
    expect(tsToMillis(ts)).toBeGreaterThanOrEqual(before);
    expect(tsToMillis(ts)).toBeLessThanOrEqual(after);
    const suffixes = new Set(Array.from({ length: 200 }, () => makeTs(1763800000000).slice(13)));
    expect(suffixes.size).toBeGreaterThan(50); // the last three digits vary
    expectFault(() => makeTs(Number.NaN));
    expectFault(() => makeTs(-1));
    expectFault(() => makeTs(1e13));
  });

  it('tsToMillis reads the first 13 digits, microseconds included', () => {
    expect(tsToMillis('1763800000123456')).toBe(1763800000123);
    expect(tsToMillis('1763800000000123')).toBe(1763800000000);
    expect(tsToMillis('1763800000123')).toBe(1763800000123);
    for (const bad of ['', 'abc', '176380000012', '17638000001234567', '1763800000123.4'])
      expectFault(() => tsToMillis(bad));
  });
});

describe('base64 helper', () => {
  it('matches btoa/atob for every length and refuses non-canonical spellings', () => {
    for (let n = 0; n < 70; n++) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 37 + n * 11) & 0xff);
      const expected = btoa(String.fromCharCode(...bytes));
      expect(toBase64(bytes)).toBe(expected);
      expect(fromBase64(expected)).toEqual(bytes);
    }
    expect(fromBase64('QQ==')).toEqual(Uint8Array.of(0x41));
    expect(fromBase64('QR==')).toBeNull(); // unused bits set
    expect(fromBase64('QUI=')).toEqual(Uint8Array.of(0x41, 0x42));
    expect(fromBase64('QUJ=')).toBeNull();
    for (const s of ['Q', 'QQ', 'QQ=', 'Q===', '====', '=QQQ', 'QQ=Q', 'QQ==QQ==', 'QQ\n==', 'é===', 'QQ_-'])
      expect(fromBase64(s)).toBeNull();
  });
});
