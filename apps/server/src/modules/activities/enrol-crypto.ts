import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { dataKeys, type KeyOwner } from '../../platform/crypto/data-keys.ts';

// Enrolment personal data (name, mobile, ID number, passport, email) is sealed with AES-256-GCM before it reaches
// the database. The key is ENROL_DATA_KEY; development without one uses a key generated once and kept in the
// database, shared by every instance (platform/crypto/data-keys.ts; production configuration refuses to start
// without it). The additional data binds a sealed value to its activity and user, so a value copied onto another
// row does not open.

const VERSION = 'v1';
const keyOf = async (owner: KeyOwner) => (await dataKeys(owner)).enrolData;

const aadOf = (activityId: number, userId: number) => Buffer.from(`enrolment:${activityId}:${userId}`);

export async function sealPersonal(
  keyOwner: KeyOwner,
  owner: { activityId: number; userId: number },
  data: Record<string, string>,
): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await keyOf(keyOwner), iv);
  cipher.setAAD(aadOf(owner.activityId, owner.userId));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(data), 'utf8'), cipher.final()]);
  return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64')}`;
}

export async function openPersonal(
  keyOwner: KeyOwner,
  owner: { activityId: number; userId: number },
  value: string,
): Promise<Record<string, string>> {
  if (!value) return {};
  const [version, body] = value.split(':');
  if (version !== VERSION || !body) throw new Error('unknown sealed enrolment format');
  const bytes = Buffer.from(body, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', await keyOf(keyOwner), bytes.subarray(0, 12));
  decipher.setAAD(aadOf(owner.activityId, owner.userId));
  decipher.setAuthTag(bytes.subarray(12, 28));
  const plain = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  return JSON.parse(plain) as Record<string, string>;
}
