// Sensitive-field masking (docs/product/identity.md, docs/product/identity.md): one '*' per hidden character, counted by code point
// so a Chinese address or an emoji never gets split. When a value is no longer than the part that would be kept,
// everything is hidden: a short value must never come out whole.

export type SensitiveKind =
  'mobile' | 'phone' | 'idCard' | 'passport' | 'permit' | 'qq' | 'wechat' | 'email' | 'address';

export const SENSITIVE_KINDS: readonly SensitiveKind[] = [
  'mobile',
  'phone',
  'idCard',
  'passport',
  'permit',
  'qq',
  'wechat',
  'email',
  'address',
];

export const MASK_CHAR = '*';
/** The address tail is a fixed run so it does not reveal how long the street part is. */
export const ADDRESS_TAIL = '****';
/** Without a 区/县 to cut at, at most this many leading characters of an address stay visible. */
export const ADDRESS_FALLBACK_KEEP = 6;

type Maskable = string | number | null | undefined;

const text = (value: Maskable): string => (value === null || value === undefined ? '' : String(value).trim());

/** Keeps `head` leading and `tail` trailing characters, one '*' for each in between; all '*' if nothing would be hidden. */
export function maskMiddle(value: Maskable, head: number, tail: number): string {
  const chars = Array.from(text(value));
  if (chars.length <= head + tail) return MASK_CHAR.repeat(chars.length);
  const hidden = chars.length - head - tail;
  return chars.slice(0, head).join('') + MASK_CHAR.repeat(hidden) + (tail > 0 ? chars.slice(-tail).join('') : '');
}

/** 13812345678 → 138****5678. */
export function maskPhone(value: Maskable): string {
  return maskMiddle(value, 3, 4);
}

/** 110101199003071234 → 110************234. */
export function maskIdCard(value: Maskable): string {
  return maskMiddle(value, 3, 3);
}

/** Passport, permit, QQ, WeChat: E1234567 → E******7. */
export function maskCredential(value: Maskable): string {
  return maskMiddle(value, 1, 1);
}

/** lee@example.com → ***@example.com. No '@' means we cannot tell the domain apart: hide everything. */
export function maskEmail(value: Maskable): string {
  const s = text(value);
  // The last '@' starts the domain; a quoted local part may itself contain '@'.
  const at = s.lastIndexOf('@');
  if (at < 0) return MASK_CHAR.repeat(Array.from(s).length);
  return MASK_CHAR.repeat(Array.from(s.slice(0, at)).length) + s.slice(at);
}

/**
 * Keeps everything up to and including the first 区 or 县, then '****'.
 * Without either, keeps the first ADDRESS_FALLBACK_KEEP characters but never more than half of the address.
 */
export function maskAddress(value: Maskable): string {
  const chars = Array.from(text(value));
  if (chars.length === 0) return '';
  const cut = chars.findIndex((c) => c === '区' || c === '县');
  const keep = cut >= 0 ? cut + 1 : Math.min(ADDRESS_FALLBACK_KEEP, Math.floor(chars.length / 2));
  return chars.slice(0, keep).join('') + ADDRESS_TAIL;
}

/** One entry point for every kind, so screens and the server's response masking agree. */
export function maskSensitive(kind: SensitiveKind, value: Maskable): string {
  switch (kind) {
    case 'mobile':
    case 'phone':
      return maskPhone(value);
    case 'idCard':
      return maskIdCard(value);
    case 'passport':
    case 'permit':
    case 'qq':
    case 'wechat':
      return maskCredential(value);
    case 'email':
      return maskEmail(value);
    case 'address':
      return maskAddress(value);
  }
}
