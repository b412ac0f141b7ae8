import { describe, it, expect } from 'vitest';
import {
  isWithinLimit,
  nicknameLengthProblem,
  PROFILE_LIMITS,
  TEXT_LIMITS,
  textLength,
  truncateToLength,
} from './text-length.ts';

describe('textLength', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['a b\n~', 5],
    ['中文', 4],
    ['a中', 3],
    ['，。！', 6], // full-width punctuation
    ['ＡＢ', 4], // full-width Latin
    ['é', 2], // non-ASCII Latin
    ['😀', 2], // one code point, two UTF-16 units
    ['a😀b', 4],
    ['👍🏽', 4], // emoji + skin-tone modifier: two code points
    ['\u007f', 1], // last ASCII code point
    ['\u0080', 2],
  ])('%j → %d', (s, n) => expect(textLength(s)).toBe(n));
});

describe('TEXT_LIMITS and isWithinLimit', () => {
  it('has the docs/product/shell.md limits', () => {
    expect(TEXT_LIMITS).toEqual({ dynamic: 2000, title: 60, comment: 500 });
  });

  it.each([
    ['title', 'a'.repeat(60), true],
    ['title', 'a'.repeat(61), false],
    ['title', '中'.repeat(30), true],
    ['title', '中'.repeat(30) + 'a', false],
    ['comment', '中'.repeat(250), true],
    ['comment', '中'.repeat(249) + 'ab', true],
    ['comment', '中'.repeat(250) + 'a', false],
    ['dynamic', '中'.repeat(1000), true],
    ['dynamic', '😀'.repeat(1000), true], // 2000 UTF-16 units too, but counted as 2 each by code point
    ['dynamic', '😀'.repeat(1000) + '.', false],
  ] as const)('%s %#', (kind, s, ok) => expect(isWithinLimit(kind, s)).toBe(ok));
});

describe('truncateToLength', () => {
  it.each([
    ['abcdef', 3, 'abc'],
    ['中文字', 4, '中文'],
    ['中文字', 5, '中文'], // a 2-count character does not fit into 1
    ['a中b', 2, 'a'],
    ['a😀b', 2, 'a'], // never half an emoji
    ['a😀b', 3, 'a😀'],
    ['短', 10, '短'],
    ['abc', 0, ''],
    ['abc', -1, ''],
    ['abc', Number.NaN, ''],
    ['abcdef', 2.9, 'ab'],
  ])('%j to %d → %j', (s, max, out) => expect(truncateToLength(s, max)).toBe(out));

  it('result always fits and is a prefix', () => {
    const s = 'Hi，世界😀 ok👍🏽';
    for (let max = 0; max <= textLength(s) + 1; max++) {
      const t = truncateToLength(s, max);
      expect(textLength(t)).toBeLessThanOrEqual(max);
      expect(s.startsWith(t)).toBe(true);
      expect(t).not.toMatch(/[\uD800-\uDBFF]$/); // no dangling high surrogate
    }
    expect(truncateToLength(s, textLength(s))).toBe(s);
  });
});

describe('nicknameLengthProblem', () => {
  it('has the docs/product/identity.md limits', () =>
    expect(PROFILE_LIMITS).toEqual({ nicknameMin: 2, nicknameMax: 24, bio: 100 }));

  it.each([
    ['a', 'short'],
    ['中', null], // one Chinese character counts 2
    ['ab', null],
    ['  a  ', 'short'], // counted after trimming
    ['中'.repeat(12), null],
    ['中'.repeat(12) + 'a', 'long'],
    ['a'.repeat(24), null],
    ['a'.repeat(25), 'long'],
    ['😀'.repeat(12), null],
  ] as const)('%j → %s', (s, problem) => expect(nicknameLengthProblem(s)).toBe(problem));
});
