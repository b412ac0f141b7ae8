import { describe, expect, it } from 'vitest';
import {
  createTextScreener,
  latinVariants,
  maskSpans,
  normaliseForMatching,
  type ScreenPattern,
} from './text-screen.ts';

// A small traditional → simplified table stands in for OpenCC (the server's), which this package does not carry.
const T2S: Record<string, string> = { 輪: '轮', 獨: '独', 臺: '台', 國: '国', 購: '购' };
const simplify = (ch: string) => T2S[ch] ?? ch;

const WORDS = ['台独', '法轮功', 'falungong', 'flg', 'xjp', '加v', 'vx', '傻逼', 'sex', 'porn', 'bitch', '代购', 'k粉'];
const patterns: ScreenPattern[] = WORDS.map((text, tag) => ({ text, tag }));
const ALLOWED = ['烟台独自', '烟台独立', '平台独立'];
const screener = createTextScreener(patterns, ALLOWED, { simplify });
const found = (text: string) => [...new Set(screener.scan(text).map((h) => WORDS[h.tag]))];

describe('normaliseForMatching', () => {
  it('keeps, for each folded character, where it came from', () => {
    const n = normaliseForMatching('Ａ b😀c', { simplify });
    expect(n.text).toBe('abc');
    expect(n.from).toEqual([0, 2, 5]);
    expect(n.to).toEqual([1, 3, 6]);
  });

  it('marks where Latin words begin and end, a skipped sign or a Han character being a boundary', () => {
    const n = normaliseForMatching('ab,c中d');
    expect(n.text).toBe('abc中d');
    expect(n.wordStart).toEqual([true, false, true, false, true]);
    expect(n.wordEnd).toEqual([false, true, true, false, true]);
  });

  it('reads digits as letters only inside a Latin word', () => {
    expect(normaliseForMatching('s3x p0rn @ss').text).toBe('sexpornass');
    expect(normaliseForMatching('vx123 六4 2024').text).toBe('vx123六42024');
  });
});

describe('createTextScreener: each way of hiding a listed word', () => {
  it.each<[string, string, string]>([
    ['spaced', '支持 台 独', '台独'],
    ['punctuation between', '法.轮-功', '法轮功'],
    ['full width', 'ｆａｌｕｎｇｏｎｇ', 'falungong'],
    ['traditional', '法輪功和臺獨', '法轮功'],
    ['traditional, second word', '法輪功和臺獨', '台独'],
    ['emoji between', '法🌸轮🌸功', '法轮功'],
    ['zero-width between', '法\u200b轮\u200d功', '法轮功'],
    ['upper case', 'FLG', 'flg'],
    ['spaced Latin', 'x j p', 'xjp'],
    ['digits for letters', 'fa1ungong', 'falungong'],
    ['signs for letters', 'b!tch is not, but b1tch is', 'bitch'],
    ['Cyrillic look-alikes', 'ѕех', 'sex'],
    ['Greek look-alikes', 'ροrn', 'porn'],
    ['circled letters', 'ⓧⓙⓟ', 'xjp'],
    ['加V', '加V12345', '加v'],
    ['traditional 代購', '海外代購', '代购'],
  ])('%s: %s', (_label, text, word) => expect(found(text)).toContain(word));

  it('finds nothing in an ordinary sentence', () => {
    expect(found('周末去台北和法国，法律咨询，独立旅行，台湾的台风')).toEqual([]);
  });
});

describe('createTextScreener: Latin patterns match only whole Latin words', () => {
  it.each(['explain xjpx', 'Essex is in England', 'the flgs', 'a vip lounge', '加vip会员', 'ok粉丝'])(
    '%s passes',
    (text) => expect(found(text)).toEqual([]),
  );

  it('a Latin pattern next to Han characters or digits still matches', () => {
    expect(found('我的vx是abc')).toEqual(['vx']);
    expect(found('vx123456')).toEqual(['vx']);
    expect(found('买k粉')).toEqual(['k粉']);
  });

  it('short patterns keep one spelling: flg is never read as fig', () => {
    expect(latinVariants('flg')).toEqual(['flg']);
    expect(latinVariants('falungong')).toEqual(['falungong', 'faiungong']);
    expect(found('fig tree')).toEqual([]);
  });

  it('an exact pattern (made-up initials) has no l-as-i spelling', () => {
    const exact = createTextScreener([{ text: 'ltlts', tag: 0, exact: true }], []);
    expect(exact.scan('it: its')).toEqual([]);
    expect(exact.scan('ltlts')).toHaveLength(1);
    expect(createTextScreener([{ text: 'ltlts', tag: 0 }], []).scan('it: its')).toHaveLength(1);
  });
});

describe('createTextScreener: allowed words', () => {
  it.each(['烟台独自旅行', '我在烟台独立书店', '平台独立运营'])('%s passes', (text) => expect(found(text)).toEqual([]));

  it('an allowed word shelters only the match wholly inside it', () => {
    expect(found('烟台独自去，支持台独')).toEqual(['台独']);
    expect(screener.scan('烟台独自去，支持台独')).toHaveLength(1);
  });
});

describe('maskSpans', () => {
  it('stars the matched original characters and keeps the rest as written', () => {
    const text = '你这个傻 逼！真是的';
    expect(maskSpans(text, screener.scan(text))).toBe('你这个***！真是的');
  });

  it('merges overlapping stretches and keeps characters outside the BMP intact', () => {
    expect(
      maskSpans('😀abcdef😀', [
        { start: 2, end: 5 },
        { start: 4, end: 6 },
      ]),
    ).toBe('😀***ef😀');
    expect(maskSpans('abc', [])).toBe('abc');
  });
});
