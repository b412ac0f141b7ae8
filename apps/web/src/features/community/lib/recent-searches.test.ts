import { describe, expect, it } from 'vitest';
import { addRecent, clearRecent, readRecent, RECENT_SEARCHES_KEY, RECENT_SEARCHES_MAX } from './recent-searches';

const memory = () => {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
};

describe('recent searches', () => {
  it('keeps the newest first, without repeats, at most the maximum', () => {
    const s = memory();
    addRecent(s, '西湖');
    addRecent(s, ' 故宫 ');
    expect(addRecent(s, '西湖')).toEqual(['西湖', '故宫']);
    for (let i = 0; i < 20; i++) addRecent(s, `词${i}`);
    expect(readRecent(s)).toHaveLength(RECENT_SEARCHES_MAX);
    expect(readRecent(s)[0]).toBe('词19');
  });

  it('ignores blank words and anything that is not a list of words', () => {
    const s = memory();
    expect(addRecent(s, '   ')).toEqual([]);
    s.setItem(RECENT_SEARCHES_KEY, '{"a":1}');
    expect(readRecent(s)).toEqual([]);
    s.setItem(RECENT_SEARCHES_KEY, 'not json');
    expect(readRecent(s)).toEqual([]);
    s.setItem(RECENT_SEARCHES_KEY, '["a", 3, ""]');
    expect(readRecent(s)).toEqual(['a']);
  });

  it('survives a storage that throws, and clears', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(addRecent(broken, '西湖')).toEqual(['西湖']);
    expect(clearRecent(broken)).toEqual([]);
    const s = memory();
    addRecent(s, '西湖');
    clearRecent(s);
    expect(readRecent(s)).toEqual([]);
  });
});
