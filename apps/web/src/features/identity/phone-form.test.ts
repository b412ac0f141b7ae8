import { describe, expect, it } from 'vitest';
import {
  captchaProblem,
  digitsOnly,
  firstProblem,
  loginPasswordProblem,
  newPasswordProblem,
  phoneProblem,
  smsCodeProblem,
} from './phone-form';

describe('the sign-in forms’ checks', () => {
  it('applies the mainland rule for 86 and the generic one elsewhere', () => {
    expect(phoneProblem('86', '13812345678')).toBeNull();
    expect(phoneProblem('86', '12812345678')).toBe('请输入正确的手机号');
    expect(phoneProblem('86', '')).toBe('请输入手机号');
    expect(phoneProblem('852', '61234567')).toBeNull();
    expect(phoneProblem('852', '123456')).toBe('请输入正确的手机号');
    expect(phoneProblem('8a', '13812345678')).toBe('国家和地区代码有误');
  });

  it('wants a captcha answer, six digits of SMS code and a password of letters and digits', () => {
    expect(captchaProblem(' ')).toBe('请输入图形验证码');
    expect(captchaProblem('ab3d')).toBeNull();
    expect(smsCodeProblem('')).toBe('请输入短信验证码');
    expect(smsCodeProblem('12345')).toBe('请输入6位数字验证码');
    expect(smsCodeProblem('123456')).toBeNull();
    expect(loginPasswordProblem('')).toBe('请输入密码');
    expect(loginPasswordProblem('x')).toBeNull();
    expect(newPasswordProblem('abcdefgh')).toBe('密码需为8-64位，并同时包含字母和数字');
    expect(newPasswordProblem('abcd1234')).toBeNull();
    expect(newPasswordProblem('', true)).toBeNull();
    expect(newPasswordProblem('')).toBe('请输入密码');
  });

  it('reports the first problem and keeps digits only', () => {
    expect(firstProblem(null, 'b', 'c')).toBe('b');
    expect(firstProblem(null, null)).toBeNull();
    expect(digitsOnly('138 1234-5678 9', 11)).toBe('13812345678');
  });
});
