import { describe, it, expect } from 'vitest';
import {
  isAlphanumeric,
  isCountryCode,
  isEmail,
  isGenericPhone,
  isIdNumber,
  isMainlandMobile,
  isSpreadsheetFile,
  isValidDateRange,
  isValidName,
  isValidPassword,
  isValidPhone,
} from './validation.ts';

describe('isCountryCode', () => {
  it.each([
    ['86', true],
    ['1', true],
    ['852', true],
    ['1684', true],
    ['', false],
    ['+86', false],
    ['8a', false],
    [' 86', false],
    ['12345', false],
  ])('%j → %s', (code, ok) => expect(isCountryCode(code)).toBe(ok));
});

describe('isMainlandMobile', () => {
  it.each([
    ['13812345678', true],
    ['19912345678', true],
    ['15000000000', true],
    ['12812345678', false], // second digit must be 3-9
    ['10812345678', false],
    ['23812345678', false],
    ['1381234567', false], // 10 digits
    ['138123456789', false], // 12 digits
    ['1381234567a', false],
    ['+8613812345678', false],
  ])('%j → %s', (mobile, ok) => expect(isMainlandMobile(mobile)).toBe(ok));
});

describe('isGenericPhone', () => {
  it.each([
    ['1234567', true], // 7 digits, the minimum
    ['12345678901', true], // 11 digits, the maximum
    ['123456', false],
    ['123456789012', false],
    ['1234-5678', false],
    ['', false],
  ])('%j → %s', (mobile, ok) => expect(isGenericPhone(mobile)).toBe(ok));
});

describe('isValidPhone', () => {
  it.each([
    ['86', '13812345678', true],
    ['86', '12812345678', false], // mainland rule applies for 86
    ['86', '1234567', false], // generic-length number is not enough in the mainland
    ['852', '1234567', true],
    ['852', '12345678901', true],
    ['852', '123456', false],
    ['1', '12812345678', true], // generic rule: any 7-11 digits
    ['+86', '13812345678', false], // country code must be digits only
    ['', '13812345678', false],
  ])('%j %j → %s', (code, mobile, ok) => expect(isValidPhone(code, mobile)).toBe(ok));
});

describe('isValidName', () => {
  it.each([
    ['张三', true],
    ['Lee Ming', true],
    ['李 Ming', true],
    ['𠀀', true], // Han extension B
    ['', false],
    ['   ', false],
    ['Lee1', false],
    ['李_四', false],
    ["O'Brien", false],
    ['こんにちは', false], // kana is not Chinese
  ])('%j → %s', (name, ok) => expect(isValidName(name)).toBe(ok));
});

describe('isAlphanumeric', () => {
  it.each([
    ['abc123', true],
    ['ABC', true],
    ['', false],
    ['abc 123', false],
    ['abc-123', false],
    ['中文', false],
  ])('%j → %s', (v, ok) => expect(isAlphanumeric(v)).toBe(ok));
});

describe('isIdNumber', () => {
  it.each([
    ['110101199003071234', true],
    ['11010119900307123X', true],
    ['11010119900307123x', true],
    ['110101900307123', true], // 15 digits
    ['11010190030712X', false], // 15-digit cards have no check character
    ['1101011990030712X4', false], // X only last
    ['11010119900307123', false], // 17 digits
    ['1101011990030712345', false], // 19 digits
    ['11010119900307123Y', false],
    ['', false],
  ])('%j → %s', (v, ok) => expect(isIdNumber(v)).toBe(ok));
});

describe('isEmail', () => {
  it.each([
    ['lee@example.com', true],
    ['a@b.c', true],
    ['Lee99@Example.COM', true],
    ['abcdefghijklmno@abcdefghijklmno.abcde', true], // 15, 15, 5
    ['abcdefghijklmnop@example.com', false], // local part 16
    ['lee@abcdefghijklmnop.com', false], // domain 16
    ['lee@example.abcdef', false], // suffix 6
    ['lee.ming@example.com', false],
    ['lee@mail.example.com', false],
    ['@example.com', false],
    ['lee@.com', false],
    ['lee@example.', false],
    ['lee@example', false],
  ])('%j → %s', (v, ok) => expect(isEmail(v)).toBe(ok));
});

describe('isSpreadsheetFile', () => {
  it.each([
    ['list.xls', true],
    ['list.xlsx', true],
    ['LIST.XLSX', true],
    ['my.list.Xls', true],
    ['list.csv', false],
    ['list.xlsm', false],
    ['xlsx', false],
    ['list.xls.exe', false],
  ])('%j → %s', (v, ok) => expect(isSpreadsheetFile(v)).toBe(ok));
});

describe('isValidDateRange', () => {
  it.each([
    ['2024-05-01', '2024-05-02', true],
    ['2024-05-01', '2024-05-01', true], // equal is allowed
    ['2024-05-02', '2024-05-01', false],
    ['2024-05-01 10:00', '2024-05-01 09:59', false],
    ['2024-05-01 10:00', '2024-05-01 10:00:00', true],
    ['2024-05-01T02:00:00Z', '2024-05-01 10:00', true], // same instant: 10:00 Shanghai is 02:00 UTC
    ['2024-05-01T02:00:01Z', '2024-05-01 10:00', false],
    ['2024-02-30', '2024-03-01', false], // impossible date
    ['', '2024-05-01', false],
    ['soon', 'later', false],
  ])('%j..%j → %s', (start, end, ok) => expect(isValidDateRange(start, end)).toBe(ok));

  it('accepts Dates and epoch milliseconds', () => {
    expect(isValidDateRange(new Date(1000), 1000)).toBe(true);
    expect(isValidDateRange(1001, new Date(1000))).toBe(false);
  });
});

describe('isValidPassword', () => {
  it.each([
    ['abcd1234', true], // 8, the minimum
    ['abc1234', false], // 7
    ['a1'.repeat(32), true], // 64, the maximum
    ['a1'.repeat(32) + 'b', false], // 65
    ['abcdefgh', false], // no digit
    ['12345678', false], // no letter
    ['密码密码密码12', false], // no Latin letter
    ['Pass word 1', true],
  ])('%j → %s', (v, ok) => expect(isValidPassword(v)).toBe(ok));

  it('counts code points, not UTF-16 units', () => {
    expect(isValidPassword('a1' + '😀'.repeat(6))).toBe(true); // 8 code points, 14 units
    expect(isValidPassword('a1' + '😀'.repeat(62))).toBe(true); // 64 code points
    expect(isValidPassword('a1' + '😀'.repeat(63))).toBe(false);
  });
});
