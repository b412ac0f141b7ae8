import { describe, it, expect } from 'vitest';
import { createWordMatcher, dropContainedDuplicates, findSensitiveWords } from './content-filter.ts';
import type { FilterItem } from './content-filter.ts';

const title = (content: string): FilterItem => ({ kind: 'title', content });
const text = (content: string): FilterItem => ({ kind: 'text', content });

describe('dropContainedDuplicates', () => {
  it.each<[string, FilterItem[], FilterItem[]]>([
    ['a title inside the text goes', [title('西湖'), text('今天去了西湖，很美')], [text('今天去了西湖，很美')]],
    ['a text inside the title goes', [title('今天去了西湖'), text('西湖')], [title('今天去了西湖')]],
    ['unrelated items stay, in order', [title('西湖'), text('灵隐寺')], [title('西湖'), text('灵隐寺')]],
    ['identical contents keep the first', [text('同样'), title('同样')], [text('同样')]],
    ['three identical keep only the first', [title('a'), text('a'), text('a')], [title('a')]],
    ['chains: only the outermost survives', [text('a'), text('ab'), text('abc')], [text('abc')]],
    ['an empty item goes when others exist', [text(''), title('x')], [title('x')]],
    ['a lone item stays', [text('only')], [text('only')]],
    ['two empties keep the first', [text(''), title('')], [text('')]],
    ['nothing in, nothing out', [], []],
    ['partial overlap is not containment', [text('abc'), text('bcd')], [text('abc'), text('bcd')]],
  ])('%s', (_label, items, out) => expect(dropContainedDuplicates(items)).toEqual(out));

  it('returns the same objects, with their other fields', () => {
    const a = { kind: 'text' as const, content: 'x y', id: 1 };
    const b = { kind: 'title' as const, content: 'x', id: 2 };
    const kept = dropContainedDuplicates([a, b]);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toBe(a);
  });
});

describe('findSensitiveWords', () => {
  it.each<[string, string[], string[]]>([
    ['这里有赌博和诈骗', ['诈骗', '赌博', '毒品'], ['诈骗', '赌博']], // list order
    ['Buy CHEAP pills', ['cheap', 'Pills'], ['cheap', 'Pills']], // case-insensitive, spelt as listed
    ['ｃｈｅａｐ deal', ['cheap'], ['cheap']], // full-width Latin folded
    ['spam spam spam', ['spam', 'SPAM', 'spam'], ['spam']], // distinct
    ['clean text', ['bad'], []],
    ['anything', ['', '  '], []], // blank words never match
    ['a b', [' b '], ['b']],
    ['', ['x'], []],
  ])('%j', (input, words, out) => expect(findSensitiveWords(input, words)).toEqual(out));
});

describe('createWordMatcher', () => {
  // The plain definition the automaton must agree with: every word searched for in the folded text.
  const naive = (text: string, words: readonly string[]) => {
    const fold = (s: string) => s.normalize('NFKC').toLowerCase();
    const seen = new Set<string>();
    return words
      .map((w) => w.trim())
      .filter((w) => {
        const needle = fold(w);
        if (needle === '' || seen.has(needle)) return false;
        seen.add(needle);
        return fold(text).includes(needle);
      });
  };

  it('finds words that overlap, nest and share prefixes or suffixes', () => {
    const m = createWordMatcher(['he', 'she', 'his', 'hers', 'usher', '刷单', '单兼职', '兼职']);
    expect(m.find('ushers')).toEqual(['he', 'she', 'hers', 'usher']);
    expect(m.find('招聘刷单兼职')).toEqual(['刷单', '单兼职', '兼职']);
    expect(m.find('hi')).toEqual([]);
  });

  it('is reused across texts and handles characters outside the basic plane', () => {
    const m = createWordMatcher(['😀笑', 'aab']);
    expect(m.find('哈😀笑')).toEqual(['😀笑']);
    expect(m.find('aaab')).toEqual(['aab']);
    expect(m.find('')).toEqual([]);
  });

  it('agrees with searching each word on random texts', () => {
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const alphabet = ['a', 'b', 'A', '赌', '博', 'ａ'];
    const word = (max: number) => Array.from({ length: 1 + rand(max) }, () => alphabet[rand(alphabet.length)]).join('');
    for (let round = 0; round < 300; round++) {
      const words = Array.from({ length: rand(8) }, () => word(4));
      const text = word(20);
      expect(createWordMatcher(words).find(text)).toEqual(naive(text, words));
    }
  });
});
