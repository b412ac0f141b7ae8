import { describe, expect, it } from 'vitest';
import { productSearchText, queryWords } from './product-search-text.ts';

describe('product search text', () => {
  it('holds the folded titles, their pinyin, initials and words', () => {
    const text = productSearchText('故宫博物院门票', 'Palace Museum Ticket');
    for (const part of ['故宫博物院门票', 'palace museum ticket', 'gugongbowuyuanmenpiao', 'ggbwymp', '故宫', '门票']) {
      expect(text).toContain(part);
    }
  });

  it('cuts a query into words: Chinese by jieba, Latin as typed, full-width folded', () => {
    expect(queryWords('故宫门票')).toEqual(['故宫', '门票']);
    expect(queryWords('Ｆｏｒｂｉｄｄｅｎ City')).toEqual(['forbidden', 'city']);
    expect(queryWords('  %_ ')).toEqual([]);
  });
});
