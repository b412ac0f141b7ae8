import { describe, expect, it } from 'vitest';
import { jsonTextTooDeep, valueTooDeep } from './json-depth.ts';

describe('jsonTextTooDeep', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonTextTooDeep('[[[]]]', 3)).toBe(false);
    expect(jsonTextTooDeep('[[[[]]]]', 3)).toBe(true);
    expect(jsonTextTooDeep('{"a":{"b":{"c":1}}}', 3)).toBe(false);
    expect(jsonTextTooDeep('{"a":{"b":{"c":{}}}}', 3)).toBe(true);
    expect(jsonTextTooDeep('{"a":"[[[[[[\\"[[[["}', 2)).toBe(false);
    expect(jsonTextTooDeep('[1,[2],[3],[4],{"x":[5]}]', 3)).toBe(false);
  });
  it('reads 5,000 levels without recursing', () => {
    expect(jsonTextTooDeep('['.repeat(5000) + ']'.repeat(5000))).toBe(true);
  });
});

describe('valueTooDeep', () => {
  it('measures a parsed value the same way', () => {
    expect(valueTooDeep({ a: { b: [1] } }, 3)).toBe(false);
    expect(valueTooDeep({ a: { b: [[1]] } }, 3)).toBe(true);
    expect(valueTooDeep('text', 0)).toBe(false);
    expect(valueTooDeep(JSON.parse('['.repeat(5000) + ']'.repeat(5000)))).toBe(true);
  });
});
