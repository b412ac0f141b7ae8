import { describe, expect, it } from 'vitest';
import { asciiFold, shortChineseName } from './destinations.ts';

describe('destination names', () => {
  it('says a Chinese division as a traveller does', () => {
    expect(shortChineseName('杭州市')).toBe('杭州');
    expect(shortChineseName('大理白族自治州')).toBe('大理');
    expect(shortChineseName('西双版纳傣族自治州')).toBe('西双版纳');
    expect(shortChineseName('湘西土家族苗族自治州')).toBe('湘西');
    expect(shortChineseName('巴音郭楞蒙古自治州')).toBe('巴音郭楞');
    expect(shortChineseName('阿里地区')).toBe('阿里');
    expect(shortChineseName('锡林郭勒盟')).toBe('锡林郭勒');
    expect(shortChineseName('新疆维吾尔自治区')).toBe('新疆');
    expect(shortChineseName('香港特别行政区')).toBe('香港');
    // Never down to one character.
    expect(shortChineseName('沙市')).toBe('沙市');
  });

  it('folds names for matching what is typed', () => {
    expect(asciiFold('Xi’an')).toBe('xian');
    expect(asciiFold('Zürich')).toBe('zurich');
    expect(asciiFold('Tromsø')).toBe('tromso');
    expect(asciiFold('Rostov-na-Donu')).toBe('rostov na donu');
    expect(asciiFold('Kraków')).toBe('krakow');
  });
});
