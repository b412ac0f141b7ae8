import { describe, expect, it } from 'vitest';
import { drawAward } from './mystery-draw.ts';

const awards = [
  { name: 'a', probability: 10 },
  { name: 'b', probability: 25.5 },
];

describe('drawAward', () => {
  it('gives each award its share of the 10,000 rolls and nothing for the rest', () => {
    const counts = { a: 0, b: 0, none: 0 };
    for (let roll = 0; roll < 10_000; roll += 1) {
      const award = drawAward(awards, roll);
      counts[award ? (award.name as 'a' | 'b') : 'none'] += 1;
    }
    expect(counts).toEqual({ a: 1000, b: 2550, none: 6450 });
  });

  it('draws from crypto randomness when no roll is given, within the probabilities', () => {
    const always = [{ name: 'x', probability: 100 }];
    expect(drawAward(always)?.name).toBe('x');
    expect(drawAward([{ name: 'y', probability: 0 }])).toBeNull();
  });
});
