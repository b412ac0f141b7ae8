import { describe, it, expect } from 'vitest';
import { createTapCounter } from './tap-sequence.ts';
import { DEBUG_TAPS } from './constants.ts';

/** Taps at the given times; returns the indices (0-based) of taps that fired. */
function firing(times: number[], count = 3, withinMs = 2000): number[] {
  const counter = createTapCounter({ count, withinMs });
  return times.flatMap((t, i) => (counter.tap(t) ? [i] : []));
}

describe('createTapCounter', () => {
  it.each<[string, number[], number[]]>([
    ['three quick taps fire on the third', [0, 100, 200], [2]],
    ['two taps are not enough', [0, 100], []],
    ['a gap of exactly withinMs still counts', [0, 2000, 4000], [2]],
    ['a slower tap restarts counting at 1', [0, 100, 2201, 2300], []],
    ['…and that slow tap is the first of the new run', [0, 100, 2201, 2300, 2400], [4]],
    ['counting starts over after firing', [0, 1, 2, 3, 4, 5], [2, 5]],
    ['a clock going backwards restarts', [1000, 1100, 500, 600], []],
  ])('%s', (_label, times, fired) => expect(firing(times)).toEqual(fired));

  it('the debug console: 20 taps each within 2 s', () => {
    const times = Array.from({ length: 20 }, (_, i) => i * 1999);
    expect(firing(times, DEBUG_TAPS.count, DEBUG_TAPS.withinMs)).toEqual([19]);
    const slowAtTheEnd = [...times.slice(0, 19), 18 * 1999 + 2001];
    expect(firing(slowAtTheEnd, DEBUG_TAPS.count, DEBUG_TAPS.withinMs)).toEqual([]);
  });

  it('reset forgets earlier taps', () => {
    const counter = createTapCounter({ count: 2, withinMs: 1000 });
    expect(counter.tap(0)).toBe(false);
    counter.reset();
    expect(counter.tap(10)).toBe(false);
    expect(counter.tap(20)).toBe(true);
  });

  it('a count of 1 fires on every tap', () => {
    expect(firing([0, 5000, 5001], 1)).toEqual([0, 1, 2]);
  });
});
