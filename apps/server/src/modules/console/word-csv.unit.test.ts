import { describe, expect, it } from 'vitest';
import { parseWordLines, wordsCsv } from './word-csv.ts';

// The sensitive words' text format (docs/product/console-content.md, "Sensitive words").

describe('word import lines', () => {
  it('reads commas or tabs, quotes, a header and blank lines; empty fields take the defaults', () => {
    const text = '\uFEFFword,category,verdict\r\n甲乙,fraud,block\n\n"丙,丁",,review\n戊己\tinsult\tmask\n庚辛\n';
    expect(parseWordLines(text)).toEqual([
      { word: '甲乙', category: 'fraud', verdict: 'block' },
      { word: '丙,丁', category: undefined, verdict: 'review' },
      { word: '戊己', category: 'insult', verdict: 'mask' },
      { word: '庚辛', category: undefined, verdict: undefined },
    ]);
  });

  it('keeps an unknown verdict as written, so the word check names the line', () => {
    expect(parseWordLines('甲乙,custom,delete')).toEqual([{ word: '甲乙', category: 'custom', verdict: 'delete' }]);
  });

  it('reads back what the export writes', () => {
    const rows = [
      { word: 'a,b', category: 'custom', verdict: 'block' },
      { word: '=cmd', category: 'trade', verdict: 'review' },
      { word: '加微信', category: 'trade', verdict: 'review' },
    ];
    const csv = wordsCsv(rows);
    expect(csv.startsWith('\uFEFFword,category,verdict\r\n')).toBe(true);
    // A formula-like word is kept as text for a spreadsheet.
    expect(csv).toContain("'=cmd,trade,review");
    expect(parseWordLines(csv).map((r) => r.word)).toEqual(['a,b', '=cmd', '加微信']);
  });
});
