import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

// argon2id with OWASP's baseline (19 MiB, 2 passes, 1 lane); the PHC string keeps the parameters with each hash.
const ARGON2ID = 2 as Algorithm;
const OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

let dummyHash: Promise<string> | undefined;

/**
 * True when `password` matches `stored`. With nothing stored (unknown phone, or no password set) it still spends
 * one verification on a dummy hash, so timing does not tell a registered phone from another.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('no-such-user-0');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
