import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { dataKeys, type KeyOwner } from './data-keys.ts';

// Phone numbers at rest (docs/product/privacy.md, "Phone numbers"): sealed with AES-256-GCM where they must be
// read back, and a keyed HMAC-SHA-256 of "country code:number" wherever they are looked up, counted or must be
// unique. Without the hash key nobody can test a guessed number against the hashes (a plain hash of an 11-digit
// number falls to enumeration in minutes).

const VERSION = 'p1';
const AAD = Buffer.from('phone');

export interface PhoneNumber {
  countryCode: string;
  mobile: string;
}

export function sealWith(key: Buffer, mobile: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(AAD);
  const sealed = Buffer.concat([cipher.update(mobile, 'utf8'), cipher.final()]);
  return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64')}`;
}

export function openWith(key: Buffer, value: string): string {
  const [version, body] = value.split(':');
  if (version !== VERSION || !body) throw new Error('unknown sealed phone format');
  const bytes = Buffer.from(body, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAAD(AAD);
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}

export const hashWith = (key: Buffer, phone: PhoneNumber): Buffer =>
  createHmac('sha256', key).update(`${phone.countryCode}:${phone.mobile}`).digest();

/** The lookup hash of a number. */
export async function phoneHash(owner: KeyOwner, phone: PhoneNumber): Promise<Buffer> {
  return hashWith((await dataKeys(owner)).phoneHash, phone);
}

/** A number sealed for storage; '' stays ''. */
export async function sealPhone(owner: KeyOwner, mobile: string): Promise<string> {
  return mobile ? sealWith((await dataKeys(owner)).phoneData, mobile) : '';
}

/** A stored number opened; '' or null gives ''. */
export async function openPhone(owner: KeyOwner, value: string | null | undefined): Promise<string> {
  return value ? openWith((await dataKeys(owner)).phoneData, value) : '';
}
