import { describe, expect, it } from 'vitest';
import { formatBytes, keptAt } from './format-bytes';

describe('sizes and the banner’s time', () => {
  it('formats sizes in decimal units', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(999)).toBe('999 B');
    expect(formatBytes(1500)).toBe('1.5 KB');
    expect(formatBytes(250_000)).toBe('250 KB');
    expect(formatBytes(3_400_000)).toBe('3.4 MB');
    expect(formatBytes(2_000_000_000)).toBe('2.0 GB');
    expect(formatBytes(-1)).toBe('0 B');
  });

  it('says the Shanghai time on the same day, the date otherwise', () => {
    // 2026-05-01 06:30 UTC is 14:30 in Shanghai.
    const at = Date.UTC(2026, 4, 1, 6, 30);
    expect(keptAt(at, Date.UTC(2026, 4, 1, 10, 0))).toEqual({ time: '14:30' });
    // 17:00 UTC is already 01:00 the next day in Shanghai.
    expect(keptAt(at, Date.UTC(2026, 4, 1, 17, 0))).toEqual({ date: '05-01' });
  });
});
