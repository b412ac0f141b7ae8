// Encrypted envelope, encryptType 01 (docs/product/api-conventions.md): the scheme of the brand's existing clients.
//   ts  = 13 digits of epoch milliseconds + 3 random digits (other clients: 16 digits of microseconds)
//   sec = base64(UTF-8 `appId;ts;01`)
//   key = UTF-8 bytes of hex(MD5(salt + ts)).slice(8, 24)  (an AES-128 key)
//   body = base64(AES-128-ECB with PKCS#7 over the JSON text of the payload)
// It hides bodies from casual inspection and is not a security boundary (the salt ships in the client).
// This module only encodes and decodes: the stale-ts and replay checks belong to the server.
// Shared by the server (Node 20) and the browser, where it is loaded lazily: no node: imports, no Buffer.

import { ecb } from '@noble/ciphers/aes.js';
import { md5 } from '@noble/hashes/legacy.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { fromBase64, toBase64 } from './base64.ts';

export const ENCRYPT_TYPE = '01';

/** Every fault of this module. The message is for logs only: callers answer one fixed message. */
export class EnvelopeError extends Error {
  override name = 'EnvelopeError';
}

export interface EnvelopeClient {
  appId: string;
  salt: string;
}

const encoder = new TextEncoder();

/**
 * The primitives the scheme rests on: MD5 for the key, AES-128-ECB with PKCS#7 padding, base64 out. Pure JavaScript
 * by default (what the browser loads); the server passes Node's OpenSSL ones (platform/envelope/node-crypto.ts), the
 * same bytes at a sixth of the CPU. `decrypt` throws on bad padding.
 */
export interface EnvelopeCrypto {
  md5Hex(text: string): string;
  encrypt(key: Uint8Array, plain: Uint8Array): Uint8Array;
  decrypt(key: Uint8Array, sealed: Uint8Array): Uint8Array;
  toBase64(bytes: Uint8Array): string;
}

export const JS_CRYPTO: EnvelopeCrypto = {
  md5Hex: (text) => bytesToHex(md5(encoder.encode(text))),
  encrypt: (key, plain) => ecb(key).encrypt(plain),
  decrypt: (key, sealed) => ecb(key).decrypt(sealed),
  toBase64,
};
// fatal: malformed UTF-8 throws; ignoreBOM: a leading BOM stays in the text (and then fails as JSON).
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const TS = /^[0-9]{13,16}$/;

function fail(message: string): never {
  throw new EnvelopeError(message);
}

function utf8(bytes: Uint8Array, what: string): string {
  try {
    return decoder.decode(bytes);
  } catch {
    return fail(`${what} is not UTF-8`);
  }
}

/** A fresh ts: 13 digits of milliseconds followed by 3 random digits (16 in all). */
export function makeTs(nowMs: number = Date.now()): string {
  if (!Number.isFinite(nowMs) || nowMs < 0 || nowMs >= 1e13) fail('makeTs: time out of range');
  const ms = String(Math.floor(nowMs)).padStart(13, '0');
  return ms + String(Math.floor(Math.random() * 1000)).padStart(3, '0');
}

/** The milliseconds of any ts: its first 13 digits (a 16-digit microsecond ts included). */
export function tsToMillis(ts: string): number {
  if (typeof ts !== 'string' || !TS.test(ts)) fail('ts is not 13 to 16 digits');
  return Number(ts.slice(0, 13));
}

/** The AES-128 key: characters 8..23 of the lower-case hex MD5 of salt + ts, as UTF-8 bytes. */
export function deriveKey(salt: string, ts: string, crypto: EnvelopeCrypto = JS_CRYPTO): Uint8Array {
  return encoder.encode(crypto.md5Hex(salt + ts).slice(8, 24));
}

/** sec = base64 of `appId;ts;encryptType`. */
export function encodeSec(appId: string, ts: string, encryptType: string = ENCRYPT_TYPE): string {
  if (appId === '' || appId.includes(';')) fail('app id is empty or holds ";"');
  if (!TS.test(ts)) fail('ts is not 13 to 16 digits');
  return toBase64(encoder.encode(`${appId};${ts};${encryptType}`));
}

export function parseSec(sec: unknown): { appId: string; ts: string; encryptType: string } {
  if (typeof sec !== 'string') fail('sec is not a string');
  const bytes = fromBase64(sec);
  if (bytes === null) fail('sec is not base64');
  const parts = utf8(bytes, 'sec').split(';');
  if (parts.length !== 3) fail(`sec has ${parts.length} parts, not 3`);
  const [appId, ts, encryptType] = parts as [string, string, string];
  if (appId === '') fail('sec has an empty app id');
  if (!TS.test(ts)) fail('sec ts is not 13 to 16 digits');
  if (encryptType !== ENCRYPT_TYPE) fail('sec has an unknown encryptType');
  return { appId, ts, encryptType };
}

/** base64(AES-128-ECB PKCS#7 (UTF-8 JSON text of payload)). */
export function encryptBody(payload: unknown, key: Uint8Array, crypto: EnvelopeCrypto = JS_CRYPTO): string {
  let json: string | undefined;
  try {
    json = JSON.stringify(payload);
  } catch {
    fail('payload is not JSON-serialisable');
  }
  if (json === undefined) fail('payload is not JSON-serialisable');
  return crypto.toBase64(crypto.encrypt(key, encoder.encode(json)));
}

export function decryptBody(body: unknown, key: Uint8Array, crypto: EnvelopeCrypto = JS_CRYPTO): unknown {
  if (typeof body !== 'string') fail('body is not a string');
  const bytes = fromBase64(body);
  if (bytes === null) fail('body is not base64');
  if (bytes.length === 0 || bytes.length % 16 !== 0) fail('body length is not a positive multiple of 16');
  let plain: Uint8Array;
  try {
    plain = crypto.decrypt(key, bytes);
  } catch {
    return fail('body has bad padding');
  }
  const text = utf8(plain, 'body');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return fail('body is not JSON');
  }
}

/** Envelope a payload for `client`, with a fresh ts unless one is given. */
export function seal(
  payload: unknown,
  client: EnvelopeClient,
  ts: string = makeTs(),
  crypto: EnvelopeCrypto = JS_CRYPTO,
): { sec: string; body: string } {
  const sec = encodeSec(client.appId, ts);
  return { sec, body: encryptBody(payload, deriveKey(client.salt, ts, crypto), crypto) };
}

/** Decode an envelope. `saltFor` answers the salt of a known app id, undefined otherwise. No clock, no replay check. */
export function open(
  envelope: unknown,
  saltFor: (appId: string) => string | undefined,
  crypto: EnvelopeCrypto = JS_CRYPTO,
): { appId: string; ts: string; tsMs: number; payload: unknown } {
  if (typeof envelope !== 'object' || envelope === null || Array.isArray(envelope)) fail('envelope is not an object');
  const { sec, body } = envelope as { sec?: unknown; body?: unknown };
  if (typeof sec !== 'string' || typeof body !== 'string') fail('envelope lacks string sec and body');
  const { appId, ts } = parseSec(sec);
  const salt = saltFor(appId);
  if (typeof salt !== 'string' || salt === '') fail('unknown app id');
  const payload = decryptBody(body, deriveKey(salt, ts, crypto), crypto);
  return { appId, ts, tsMs: tsToMillis(ts), payload };
}

/** An object with string `sec` and string `body` fields (other fields, such as code and msg, allowed). */
export function isEnvelope(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const o = body as { sec?: unknown; body?: unknown };
  return typeof o.sec === 'string' && typeof o.body === 'string';
}
