import { describe, it, expect } from 'vitest';
import { compareVersion, IM_V3_MIN_VERSION, OS_VERSION, usesImV3 } from './app-version.ts';

describe('compareVersion', () => {
  it.each<[string, string, -1 | 0 | 1]>([
    ['8.4.0', '8.4.0', 0],
    ['8.4', '8.4.0', 0],
    ['8.4.0.0', '8.4', 0],
    ['8.4.1', '8.4.0', 1],
    ['8.3.9', '8.4.0', -1],
    ['8.10.0', '8.4.0', 1], // numeric, not lexical
    ['9', '8.99.99', 1],
    ['v8.4.0', '8.4.0', 0],
    ['8.4.0-beta', '8.4.0', 0], // suffixes are ignored
    ['', '0.0.1', -1],
    ['abc', '0', 0],
  ])('%j vs %j → %d', (a, b, out) => {
    expect(compareVersion(a, b)).toBe(out);
    expect(compareVersion(b, a)).toBe(-out || 0);
  });
});

describe('usesImV3', () => {
  it.each<[string | null | undefined, boolean]>([
    ['8.4.0', true],
    ['8.4', true],
    ['8.4.1', true],
    ['8.10.2', true],
    ['10.0.0', true],
    ['8.3.99', false],
    ['8.3.4', false],
    ['', false],
    [null, false],
    [undefined, false],
    ['unknown', false],
  ])('%j → %s', (v, out) => expect(usesImV3(v)).toBe(out));

  it('constants', () => {
    expect(IM_V3_MIN_VERSION).toBe('8.4.0');
    expect(OS_VERSION).toBe('8.3.4');
  });
});
