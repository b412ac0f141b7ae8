import { describe, it, expect } from 'vitest';
import {
  maskAddress,
  maskCredential,
  maskEmail,
  maskIdCard,
  maskPhone,
  maskSensitive,
  SENSITIVE_KINDS,
} from './masking.ts';
import type { SensitiveKind } from './masking.ts';

describe('maskPhone: first 3, last 4', () => {
  it.each([
    ['13812345678', '138****5678'],
    ['85212345', '852*2345'], // 8 characters: one hidden
    ['1234567', '*******'], // nothing would be hidden: hide all
    ['123', '***'],
    ['', ''],
    ['  13812345678 ', '138****5678'],
  ])('%j → %j', (v, out) => expect(maskPhone(v)).toBe(out));
});

describe('maskIdCard: first 3, last 3', () => {
  it.each([
    ['110101199003071234', '110************234'],
    ['11010119900307123X', '110************23X'],
    ['110101900307123', '110*********123'],
    ['1234567', '123*567'],
    ['123456', '******'],
  ])('%j → %j', (v, out) => expect(maskIdCard(v)).toBe(out));
});

describe('maskCredential: first and last character', () => {
  it.each([
    ['E1234567', 'E******7'],
    ['C12345678', 'C*******8'], // permit
    ['wxid_abc', 'w******c'],
    ['abc', 'a*c'],
    ['ab', '**'],
    ['a', '*'],
    ['微信号码', '微**码'], // counted by character
  ])('%j → %j', (v, out) => expect(maskCredential(v)).toBe(out));
});

describe('maskEmail: hides the local part', () => {
  it.each([
    ['lee@example.com', '***@example.com'],
    ['a@b.c', '*@b.c'],
    ['"a@b"@example.com', '*****@example.com'], // the last @ starts the domain
    ['@example.com', '@example.com'],
    ['not-an-email', '************'], // no domain to show: hide everything
    ['', ''],
  ])('%j → %j', (v, out) => expect(maskEmail(v)).toBe(out));
});

describe('maskAddress: up to and including the first 区 or 县, then ****', () => {
  it.each([
    ['北京市朝阳区建国路88号', '北京市朝阳区****'],
    ['河北省石家庄市正定县常山路1号', '河北省石家庄市正定县****'],
    ['广东省深圳市南山区科技园区1栋', '广东省深圳市南山区****'], // first 区 only
    ['新疆维吾尔自治区乌鲁木齐市天山区', '新疆维吾尔自治区****'],
    ['上海市浦东新区', '上海市浦东新区****'], // nothing after it: still marked as masked
    // No 区/县: first 6 characters, never more than half.
    ['台湾省台北市信义路五段7号', '台湾省台北市****'],
    ['香港九龙弥敦道100号', '香港九龙弥****'], // 11 characters: 5 kept
    ['Room 5, 10 Downing St', 'Room 5****'],
    ['广州天河', '广州****'],
    ['某', '****'],
    ['', ''],
  ])('%j → %j', (v, out) => expect(maskAddress(v)).toBe(out));
});

describe('maskSensitive', () => {
  it.each<[SensitiveKind, string | number | null | undefined, string]>([
    ['mobile', '13812345678', '138****5678'],
    ['phone', 13812345678, '138****5678'],
    ['idCard', '110101199003071234', '110************234'],
    ['passport', 'E1234567', 'E******7'],
    ['permit', 'H12345678', 'H*******8'],
    ['qq', 123456789, '1*******9'],
    ['wechat', 'leeming', 'l*****g'],
    ['email', 'lee@example.com', '***@example.com'],
    ['address', '北京市朝阳区建国路88号', '北京市朝阳区****'],
    ['mobile', null, ''],
    ['address', undefined, ''],
  ])('%s %j → %j', (kind, v, out) => expect(maskSensitive(kind, v)).toBe(out));

  it('never returns a non-empty value unchanged, for any kind', () => {
    for (const kind of SENSITIVE_KINDS) {
      for (const v of ['x', 'ab', '1234567', '13812345678', 'lee@example.com', '北京市朝阳区建国路88号']) {
        expect(maskSensitive(kind, v), `${kind} ${v}`).not.toBe(v);
      }
    }
  });
});
