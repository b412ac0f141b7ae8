import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { dataKeys, type KeyOwner } from './data-keys.ts';

// Files of personal data kept in the database (a user's data copy): AES-256-GCM under the personal-data key
// (PHONE_DATA_KEY), bound to what they are by the additional data, so a file copied onto another row does not open.

export async function sealFile(owner: KeyOwner, plain: Buffer, binding: string): Promise<Buffer> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', (await dataKeys(owner)).phoneData, iv);
  cipher.setAAD(Buffer.from(binding));
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]);
}

export async function openFile(owner: KeyOwner, sealed: Uint8Array, binding: string): Promise<Buffer> {
  const bytes = Buffer.from(sealed);
  const decipher = createDecipheriv('aes-256-gcm', (await dataKeys(owner)).phoneData, bytes.subarray(0, 12));
  decipher.setAAD(Buffer.from(binding));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
}
