import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { DB } from '../db/schema.ts';
import { getOrCreateServerSecret } from './secret-repository.ts';

// The keys for personal data at rest (docs/product/privacy.md, "Keys"). Production takes them from its
// configuration (it refuses to start without them). Development without them uses keys generated once and kept in
// the database, so every instance on one database reads what the others wrote; they guard a development database
// only. A development enrolment key from before (DATA_DIR/enrol-data.key) is adopted on first use, so enrolments
// sealed with it still open.

export interface DataKeys {
  /** AES-256-GCM: phone numbers. */
  phoneData: Buffer;
  /** HMAC-SHA-256: the lookup hash of a phone number. */
  phoneHash: Buffer;
  /** AES-256-GCM: enrolment personal data. */
  enrolData: Buffer;
}

export interface KeyOwner {
  config: Config;
  db: Kysely<DB>;
}

const LEGACY_ENROL_KEY_FILE = 'enrol-data.key';
const HEX_KEY = /^[0-9a-f]{64}$/i;
const loaded = new WeakMap<Kysely<DB>, Promise<DataKeys>>();

const newHexKey = () => randomBytes(32).toString('hex');

function legacyEnrolKey(dataDir: string): string | undefined {
  const path = join(dataDir, LEGACY_ENROL_KEY_FILE);
  if (!existsSync(path)) return undefined;
  const hex = readFileSync(path, 'utf8').trim();
  return HEX_KEY.test(hex) ? hex : undefined;
}

async function devKey(db: Kysely<DB>, name: string, make: () => string): Promise<Buffer> {
  const hex = await getOrCreateServerSecret(db, `dev-${name}`, make);
  if (!HEX_KEY.test(hex)) throw new Error(`server secret dev-${name} is not a 64-character hexadecimal key`);
  return Buffer.from(hex, 'hex');
}

async function loadKeys({ config, db }: KeyOwner): Promise<DataKeys> {
  const given = (hex: string | undefined) => (hex ? Buffer.from(hex, 'hex') : undefined);
  const phoneData = given(config.PHONE_DATA_KEY);
  const phoneHash = given(config.PHONE_HASH_KEY);
  const enrolData = given(config.ENROL_DATA_KEY);
  if (config.isProduction && !(phoneData && phoneHash && enrolData))
    throw new Error('PHONE_DATA_KEY, PHONE_HASH_KEY and ENROL_DATA_KEY are required in production');
  return {
    phoneData: phoneData ?? (await devKey(db, 'phone-data-key', newHexKey)),
    phoneHash: phoneHash ?? (await devKey(db, 'phone-hash-key', newHexKey)),
    enrolData: enrolData ?? (await devKey(db, 'enrol-data-key', () => legacyEnrolKey(config.dataDir) ?? newHexKey())),
  };
}

/** The data keys for this database, loaded once (a failed load is tried again by the next caller). */
export function dataKeys(owner: KeyOwner): Promise<DataKeys> {
  let keys = loaded.get(owner.db);
  if (!keys) {
    keys = loadKeys(owner);
    loaded.set(owner.db, keys);
    keys.catch(() => loaded.delete(owner.db));
  }
  return keys;
}
