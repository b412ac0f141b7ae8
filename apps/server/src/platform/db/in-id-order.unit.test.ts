import { describe, expect, it } from 'vitest';
import { inIdOrder } from './in-id-order.ts';

describe('inIdOrder', () => {
  it('puts rows in the order of the ids, leaving out ids without a row', () => {
    const rows = [
      { id: 3, n: 'c' },
      { id: '1', n: 'a' },
      { id: 2n, n: 'b' },
    ];
    expect(inIdOrder([2, 9, 1, 3], rows).map((r) => r.n)).toEqual(['b', 'a', 'c']);
    expect(inIdOrder([], rows)).toEqual([]);
  });
});
