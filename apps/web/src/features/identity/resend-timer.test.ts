import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasSent, resendKey, secondsLeft, startResendWait } from './resend-timer';

describe('the SMS resend wait', () => {
  afterEach(() => vi.useRealTimers());

  it('counts down whole seconds per phone and purpose', () => {
    vi.useFakeTimers();
    const key = resendKey('login', '86', '13812345678');
    expect(hasSent(key)).toBe(false);
    expect(secondsLeft(key)).toBe(0);
    startResendWait(key, 60);
    expect(hasSent(key)).toBe(true);
    expect(secondsLeft(key)).toBe(60);
    vi.advanceTimersByTime(59_500);
    expect(secondsLeft(key)).toBe(1);
    vi.advanceTimersByTime(500);
    expect(secondsLeft(key)).toBe(0);
    expect(secondsLeft(resendKey('reset', '86', '13812345678'))).toBe(0);
  });
});
