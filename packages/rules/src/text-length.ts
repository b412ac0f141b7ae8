// Length as the old clients and the server's limits count it: ASCII 1, anything else 2, per code point
// (not UTF-16 unit, so an emoji outside the BMP is 2, not 4).

export const TEXT_LIMITS = { dynamic: 2000, title: 60, comment: 500 } as const;
export type TextLimitKind = keyof typeof TEXT_LIMITS;

const weight = (char: string): number => ((char.codePointAt(0) ?? 0) <= 0x7f ? 1 : 2);

export function textLength(s: string): number {
  let total = 0;
  for (const char of s) total += weight(char);
  return total;
}

export function isWithinLimit(kind: TextLimitKind, s: string): boolean {
  return textLength(s) <= TEXT_LIMITS[kind];
}

/** Longest prefix whose textLength is at most max; whole code points only. */
export function truncateToLength(s: string, max: number): string {
  let budget = Math.floor(max);
  if (!(budget > 0)) return '';
  let end = 0;
  for (const char of s) {
    budget -= weight(char);
    if (budget < 0) break;
    end += char.length;
  }
  return s.slice(0, end);
}

/**
 * A profile's limits (docs/product/identity.md): a nickname of 2 to 24 and a bio of up to 100, counted as above, so the form's
 * counter and the server's refusal agree.
 */
export const PROFILE_LIMITS = { nicknameMin: 2, nicknameMax: 24, bio: 100 } as const;

/** What is wrong with a nickname's length (after trimming), or null. */
export function nicknameLengthProblem(nickname: string): 'short' | 'long' | null {
  const n = textLength(nickname.trim());
  if (n < PROFILE_LIMITS.nicknameMin) return 'short';
  if (n > PROFILE_LIMITS.nicknameMax) return 'long';
  return null;
}
