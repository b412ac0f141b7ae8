import { Secret, TOTP } from 'otpauth';

// RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps (docs/product/console.md).
const PERIOD = 30;
const DIGITS = 6;
/** One step either side of now: a phone's clock a little off, or a code typed as it turned, still signs in. */
const WINDOW = 1;
const ISSUER = 'Wanderly 运营后台';

/** A new 160-bit secret, as base32. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// address an authenticator app reads (as a QR code or pasted). */
export function otpauthUri(secret: string, name: string): string {
  return new TOTP({
    issuer: ISSUER,
    label: name,
    secret: Secret.fromBase32(secret),
    digits: DIGITS,
    period: PERIOD,
  }).toString();
}

/**
 * The time step a code belongs to (within one step of `now`), or null when it matches none. The caller keeps the
 * last step used, so the same code (or an older one) is never accepted twice.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    digits: DIGITS,
    period: PERIOD,
    timestamp: now,
    window: WINDOW,
  });
  return delta === null ? null : TOTP.counter({ period: PERIOD, timestamp: now }) + delta;
}

/** The code for a moment (tests and the command line's self-check). */
export function totpCode(secret: string, at = Date.now()): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), digits: DIGITS, period: PERIOD, timestamp: at });
}
