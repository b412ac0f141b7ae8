import { parseTime } from './time.ts';
import type { TimeInput } from './time.ts';

// Patterns from docs/product/identity.md; kept as named constants so the server's schemas and the forms share one source.
export const COUNTRY_CODE_PATTERN = /^\d{1,4}$/;
export const MAINLAND_MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const GENERIC_PHONE_PATTERN = /^\d{7,11}$/;
// Latin letters, plain spaces and Han characters; at least one non-space so a blank name never passes.
export const NAME_PATTERN = /^(?=.*\S)[A-Za-z \p{Script=Han}]+$/u;
export const ALPHANUMERIC_PATTERN = /^[A-Za-z0-9]+$/;
// 15-digit cards (first generation) have no check character; only the 18-digit one may end in X.
export const ID_NUMBER_PATTERN = /^(?:\d{15}|\d{17}[\dXx])$/;
export const EMAIL_PATTERN = /^[A-Za-z0-9]{1,15}@[A-Za-z0-9]{1,15}\.[A-Za-z0-9]{1,5}$/;
export const SPREADSHEET_PATTERN = /\.xlsx?$/i;

export const MAINLAND_COUNTRY_CODE = '86';
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

/** Calling code without '+', 1 to 4 digits (ITU codes are at most 3, some are written with a 4th area digit). */
export function isCountryCode(code: string): boolean {
  return COUNTRY_CODE_PATTERN.test(code);
}

export function isMainlandMobile(mobile: string): boolean {
  return MAINLAND_MOBILE_PATTERN.test(mobile);
}

export function isGenericPhone(mobile: string): boolean {
  return GENERIC_PHONE_PATTERN.test(mobile);
}

/** Mainland rule for code 86, the generic rule for any other valid code. */
export function isValidPhone(countryCode: string, mobile: string): boolean {
  if (!isCountryCode(countryCode)) return false;
  return countryCode === MAINLAND_COUNTRY_CODE ? isMainlandMobile(mobile) : isGenericPhone(mobile);
}

export function isValidName(name: string): boolean {
  return NAME_PATTERN.test(name);
}

export function isAlphanumeric(value: string): boolean {
  return ALPHANUMERIC_PATTERN.test(value);
}

export function isIdNumber(value: string): boolean {
  return ID_NUMBER_PATTERN.test(value);
}

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** True when the file name ends in .xls or .xlsx, any case. */
export function isSpreadsheetFile(fileName: string): boolean {
  return SPREADSHEET_PATTERN.test(fileName.trim());
}

/** Start must not be after end (equal is fine). An unreadable date fails, so a form never submits garbage. */
export function isValidDateRange(start: TimeInput, end: TimeInput): boolean {
  const s = parseTime(start);
  const e = parseTime(end);
  if (Number.isNaN(s) || Number.isNaN(e)) return false;
  return s <= e;
}

/** 8 to 64 characters (code points), at least one ASCII letter and one digit (docs/product/identity.md). */
export function isValidPassword(password: string): boolean {
  const length = Array.from(password).length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) return false;
  return /[A-Za-z]/.test(password) && /\d/.test(password);
}
