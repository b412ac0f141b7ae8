import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../../platform/config.ts';

// Enrolment personal data (name, mobile, ID number, passport, email) is sealed with AES-256-GCM before it reaches
// the database. The key is ENROL_DATA_KEY; development without one generates a key once in DATA_DIR (production
// configuration refuses to start without it). The additional data binds a sealed value to its activity and user,
// so a value copied onto another row does not open.

const VERSION = 'v1';
const KEY_FILE = 'enrol-data.key';
const keys = new Map<string, Buffer>();

function keyOf(config: Config): Buffer {
  if (config.ENROL_DATA_KEY) return Buffer.from(config.ENROL_DATA_KEY, 'hex');
  if (config.isProduction) throw new Error('ENROL_DATA_KEY is required in production');
  const cached = keys.get(config.dataDir);
  if (cached) return cached;
  const path = join(config.dataDir, KEY_FILE);
  let hex: string;
  if (existsSync(path)) {
    hex = readFileSync(path, 'utf8').trim();
  } else {
    mkdirSync(config.dataDir, { recursive: true });
    hex = randomBytes(32).toString('hex');
    // 'wx': two processes racing to create it cannot both write.
    try {
      writeFileSync(path, `${hex}\n`, { flag: 'wx', mode: 0o600 });
    } catch {
      hex = readFileSync(path, 'utf8').trim();
    }
    chmodSync(path, 0o600);
  }
  if (!/^[0-9a-f]{64}$/i.test(hex)) throw new Error(`${path} does not hold a 64-character hexadecimal key`);
  const key = Buffer.from(hex, 'hex');
  keys.set(config.dataDir, key);
  return key;
}

const aadOf = (activityId: number, userId: number) => Buffer.from(`enrolment:${activityId}:${userId}`);

export function sealPersonal(
  config: Config,
  owner: { activityId: number; userId: number },
  data: Record<string, string>,
): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(config), iv);
  cipher.setAAD(aadOf(owner.activityId, owner.userId));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(data), 'utf8'), cipher.final()]);
  return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64')}`;
}

export function openPersonal(
  config: Config,
  owner: { activityId: number; userId: number },
  value: string,
): Record<string, string> {
  if (!value) return {};
  const [version, body] = value.split(':');
  if (version !== VERSION || !body) throw new Error('unknown sealed enrolment format');
  const bytes = Buffer.from(body, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(config), bytes.subarray(0, 12));
  decipher.setAAD(aadOf(owner.activityId, owner.userId));
  decipher.setAuthTag(bytes.subarray(12, 28));
  const plain = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  return JSON.parse(plain) as Record<string, string>;
}
