import { describe, it, expect } from 'vitest';
import { dropContainedDuplicates, findSensitiveWords } from './content-filter.ts';
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
