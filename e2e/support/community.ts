import { randomInt } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { ENDPOINT_BY_PATH } from '@app/contract';
import { open, seal } from '@app/contract/envelope';
import type { BrowserContext } from 'playwright-core';

// The community journeys' helpers: people and content made through the real API (as another device would),
// so a test drives the browser only where the browser is what is being tested.

/** The development envelope pair, the web build's default (apps/web README). */
const CLIENT = { appId: 'dev_h5', salt: '0123456789abcdef' };

export type Member = { token: string; userId: string; nickname: string };

type Envelope<T> = { code: number; msg: string; body: T };

/**
 * POSTs to the API as the app does: enc paths sealed and opened, the token in the address. `from` is the caller's
 * network address, sent as X-Forwarded-For (the e2e server trusts its loopback proxy, global-setup.ts).
 */
export async function api<T = any>(
  baseUrl: string,
  path: string,
  body: object = {},
  token?: string,
  from?: string,
): Promise<T> {
  const enc = ENDPOINT_BY_PATH.get(path)?.enc ?? false;
  const url = `${baseUrl}${path}${token ? `?h_token=${encodeURIComponent(token)}` : ''}`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(from ? { 'x-forwarded-for': from } : {}) },
    body: JSON.stringify(enc ? seal(body, CLIENT) : body),
  });
  const json = (await res.json()) as Envelope<unknown> & { sec?: string };
  if (json.code !== 0) throw new Error(`${path} answered ${json.code} ${json.msg}`);
  const payload = json.sec && typeof json.body === 'string' ? open(json, () => CLIENT.salt).payload : json.body;
  return payload as T;
}

async function devGet<T>(baseUrl: string, path: string): Promise<T> {
  const json = (await (await fetch(baseUrl + path)).json()) as Envelope<T>;
  if (json.code !== 0) throw new Error(`${path} answered ${JSON.stringify(json)}`);
  return json.body;
}

/**
 * A new member: captcha, SMS code from the development outbox, registration (apps/server/test/identity-helpers.ts).
 * Each member signs up from a phone of its own, so from an address of its own: the whole suite's members from one
 * address would pass the SMS limit per address (30 an hour) and leave the journeys that sign up in the browser none.
 */
export async function registerMember(baseUrl: string): Promise<Member> {
  const mobile = `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  const from = `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
  const { imgCodeToken } = await api<{ imgCodeToken: string }>(baseUrl, '/api/user/v1/getImgCode', {}, undefined, from);
  const { answer } = await devGet<{ answer: string }>(baseUrl, `/dev/api/captcha/${encodeURIComponent(imgCodeToken)}`);
  await api(
    baseUrl,
    '/api/user/v1/getCodeNumber',
    { countryCode: '86', mobile, imgCodeToken, imgCode: answer },
    undefined,
    from,
  );
  const { rows } = await devGet<{ rows: { code: string; purpose: string }[] }>(
    baseUrl,
    `/dev/api/outbox?mobile=${mobile}`,
  );
  const code = rows.find((r) => r.purpose === 'register')?.code;
  if (!code) throw new Error(`no registration code for ${mobile}`);
  const login = await api<{ token: string; user_id: string; nickname: string }>(
    baseUrl,
    '/api/user/v2/phoneRegist',
    { countryCode: '86', mobile, code },
    undefined,
    from,
  );
  return { token: login.token, userId: login.user_id, nickname: login.nickname };
}

/** Every page of this browser context starts logged in as `member` (the session store's local keys). */
export async function signInAs(context: BrowserContext, member: Member) {
  await context.addInitScript(
    ([token, userId]) => {
      localStorage.setItem('SOCIAL_TOKEN', token!);
      localStorage.setItem('USER_ID', userId!);
    },
    [member.token, member.userId],
  );
}

/** Publishes through the API and answers the new content's id. */
export async function publishDynamic(baseUrl: string, member: Member, body: Record<string, unknown>): Promise<string> {
  const { id } = await api<{ id: string }>(
    baseUrl,
    '/api/service/content/v1/pvt/publish',
    { type: 'dynamic', ...body },
    member.token,
  );
  return id;
}

/** Uploads a picture as `member` through the real multipart path and answers its file id. */
export async function uploadImage(baseUrl: string, member: Member, png: Buffer, name = 'picture.png'): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), name);
  const res = await fetch(
    `${baseUrl}/api/service/socialcontact/v1/upload/updateFile?h_token=${encodeURIComponent(member.token)}`,
    { method: 'POST', body: form },
  );
  const json = (await res.json()) as Envelope<{ fileId: string }>;
  if (json.code !== 0) throw new Error(`the upload answered ${json.code} ${json.msg}`);
  return json.body.fileId;
}

// A PNG by hand (zlib and CRC-32): real image bytes the server's checks accept, no image library needed.
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A width × height RGB PNG: a vertical gradient from `top` to `bottom` (hex colours), like a sky. */
export function gradientPng(width: number, height: number, top: string, bottom: string): Buffer {
  const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const [a, b] = [rgb(top), rgb(bottom)];
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const t = height > 1 ? y / (height - 1) : 0;
    const px = a.map((v, i) => Math.round(v + (b[i]! - v) * t));
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) row.set(px, 1 + x * 3);
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
