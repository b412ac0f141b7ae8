import { describe, expect, it } from 'vitest';
import { formatDistance } from './distance';

describe('distance', () => {
  it('reads in metres under a kilometre, then kilometres', () => {
    expect(formatDistance(756)).toBe('756米');
    expect(formatDistance(0.2)).toBe('1米');
    expect(formatDistance(1988)).toBe('2.0公里');
    expect(formatDistance(12_500)).toBe('13公里');
  });
});
