import { describe, expect, it } from 'vitest';
import { newTotpSecret, otpauthUri, totpCode, totpStep } from './totp.ts';

// RFC 6238's SHA-1 test key ("12345678901234567890") in base32, and its published codes (last 6 digits).
const RFC_KEY = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP', () => {
  it('gives RFC 6238 test vectors', () => {
    expect(totpCode(RFC_KEY, 59_000)).toBe('287082');
    expect(totpCode(RFC_KEY, 1_111_111_109_000)).toBe('081804');
    expect(totpCode(RFC_KEY, 1_234_567_890_000)).toBe('005924');
  });

  it('names the step a code belongs to, one step either side of now, and none further', () => {
    const now = 1_234_567_890_000;
    const step = Math.floor(now / 30_000);
    expect(totpStep(RFC_KEY, totpCode(RFC_KEY, now), now)).toBe(step);
    expect(totpStep(RFC_KEY, totpCode(RFC_KEY, now - 30_000), now)).toBe(step - 1);
    expect(totpStep(RFC_KEY, totpCode(RFC_KEY, now + 30_000), now)).toBe(step + 1);
    expect(totpStep(RFC_KEY, totpCode(RFC_KEY, now - 90_000), now)).toBeNull();
    expect(totpStep(RFC_KEY, '000000', 59_000)).toBeNull();
  });

  it('makes a 160-bit base32 secret and its otpauth address', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauthUri(secret, 'alice'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
    expect(decodeURIComponent(uri.pathname)).toContain('alice');
  });
});
