import { describe, expect, it } from 'vitest';
import { formatDistance } from './lib-format';

describe('formatDistance', () => {
  it('reads metres under a kilometre, kilometres with one decimal under ten, whole ones after', () => {
    expect(formatDistance(0)).toBe('0m');
    expect(formatDistance(349.6)).toBe('350m');
    expect(formatDistance(999)).toBe('999m');
    expect(formatDistance(1000)).toBe('1.0km');
    expect(formatDistance(1260)).toBe('1.3km');
    expect(formatDistance(12_400)).toBe('12km');
  });
});
