import { describe, expect, it } from 'vitest';
import type { CallingCode } from './api/phone-codes';
import { groupCountries, matchesCountry, searchCountries } from './country-index';
import { pinyinInitials } from './pinyin-initials';

const row = (
  iso2: string,
  name: string,
  nameEn: string,
  code: string,
  firstLetter: string,
  pinyin: string,
): CallingCode => ({ iso2, name, nameEn, code, firstLetter, pinyin });

// As the server answers: China first, then by pinyin.
const ROWS = [
  row('CN', '中国', 'China', '86', 'Z', 'zhongguo'),
  row('AU', '澳大利亚', 'Australia', '61', 'A', 'aodaliya'),
  row('HK', '香港', 'Hong Kong', '852', 'X', 'xianggang'),
  row('JP', '日本', 'Japan', '81', 'R', 'riben'),
  row('US', '美国', 'United States', '1', 'M', 'meiguo'),
  row('CA', '加拿大', 'Canada', '1', 'J', 'jianada'),
  row('XK', '科索沃', 'Kosovo', '383', '', 'kesuowo'),
];

describe('the calling-code list', () => {
  it('puts China first among the common places, then groups A–Z with anything else last', () => {
    const { common, groups } = groupCountries(ROWS);
    expect(common.map((r) => r.iso2)).toEqual(['CN', 'HK', 'JP', 'US']);
    expect(groups.map((g) => g.letter)).toEqual(['A', 'J', 'M', 'R', 'X', 'Z', '#']);
    expect(groups.find((g) => g.letter === 'Z')?.rows.map((r) => r.iso2)).toEqual(['CN']);
  });

  it('finds by Chinese, English, pinyin initials and code', () => {
    const find = (q: string) => searchCountries(ROWS, q).map((r) => r.iso2);
    // 日本 by the start of its pinyin and by its initials.
    expect(find('ri')).toEqual(['JP']);
    expect(find('riben')).toEqual(['JP']);
    expect(find('rb')).toEqual(['JP']);
    expect(find('xiangg')).toEqual(['HK']);
    expect(find('美')).toEqual(['US']);
    expect(find('jap')).toEqual(['JP']);
    expect(find('MG')).toEqual(['US']);
    expect(find('adl')).toEqual(['AU']);
    expect(find('+852')).toEqual(['HK']);
    // An exact code first: '1' is both the USA and Canada, '61' starts with neither.
    expect(find('1')).toEqual(['US', 'CA']);
    expect(find('8')).toEqual(['CN', 'HK', 'JP']);
    expect(find('  ')).toHaveLength(ROWS.length);
    expect(matchesCountry(ROWS[0]!, 'xyz')).toBe(false);
  });

  it('reads the initials of every character of a name it knows', () => {
    expect(pinyinInitials('中国')).toBe('ZG');
    expect(pinyinInitials('安提瓜和巴布达')).toBe('ATGHBBD');
    expect(pinyinInitials('圣多美和普林西比')).toBe('SDMHPLXB');
  });
});
