import { describe, expect, it } from 'vitest';
import { isContentId } from './detail-id';

describe('isContentId', () => {
  it('takes positive whole numbers only', () => {
    expect(isContentId('42')).toBe(true);
    for (const bad of ['', 'abc', '0', '-3', '1.5', ' 7', '1e3', '0012', '9'.repeat(17), null, undefined]) {
      expect(isContentId(bad)).toBe(false);
    }
  });
});
