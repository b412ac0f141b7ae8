import { describe, expect, it } from 'vitest';
import { formatDistance } from './format-distance';

describe('formatDistance', () => {
  it('reads metres, then kilometres', () => {
    expect(formatDistance(350)).toBe('350米');
    expect(formatDistance(1263)).toBe('1.3公里');
    expect(formatDistance(2000)).toBe('2公里');
    expect(formatDistance(23_400)).toBe('23公里');
  });
});
