import { isCountryCode, isValidPassword, isValidPhone } from '@app/rules';
import { identityText } from './messages';

// The sign-in forms' checks, with packages/rules (the server checks the same): each answers the first problem
// as the message to show, or null when the field is fine.

const t = identityText();
const SMS_CODE = /^\d{6}$/;

export function phoneProblem(countryCode: string, mobile: string): string | null {
  if (!isCountryCode(countryCode)) return t.countryInvalid;
  if (mobile.trim() === '') return t.mobileRequired;
  return isValidPhone(countryCode, mobile.trim()) ? null : t.mobileInvalid;
}

export const captchaProblem = (answer: string): string | null => (answer.trim() === '' ? t.captchaRequired : null);

export function smsCodeProblem(code: string): string | null {
  if (code.trim() === '') return t.codeRequired;
  return SMS_CODE.test(code.trim()) ? null : t.codeInvalid;
}

/** A password to log in with: anything the server may know, so only presence is checked. */
export const loginPasswordProblem = (password: string): string | null => (password === '' ? t.passwordRequired : null);

/** A new password: the rule of docs/product/identity.md; `optional` lets registration go without one. */
export function newPasswordProblem(password: string, optional = false): string | null {
  if (password === '') return optional ? null : t.passwordRequired;
  return isValidPassword(password) ? null : t.passwordInvalid;
}

/** The first problem of several checks, in the order the fields appear. */
export const firstProblem = (...problems: (string | null)[]): string | null => problems.find((p) => p !== null) ?? null;

/** Digits only, as typed or pasted ('138 1234 5678' → '13812345678'); never longer than `max`. */
export const digitsOnly = (value: string, max: number): string => value.replace(/\D/g, '').slice(0, max);
