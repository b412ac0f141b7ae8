import { describe, it, expect } from 'vitest';
import {
  buttonVisibility,
  channelFlags,
  DEFAULT_CHANNELS,
  DEFAULT_VISIBILITY,
  effectiveStoreId,
  findChannel,
  FLAG_GROUPS,
  loginTokenFromParams,
  RECOGNISED_STORE_IDS,
  resolveStoreId,
  TOKEN_PARAMS,
} from './channels.ts';
import type { ButtonVisibility, ChannelRow } from './channels.ts';

describe('RECOGNISED_STORE_IDS and FLAG_GROUPS', () => {
  it('is docs/product/channels.md 11 ids plus every flag-group id, as strings, without duplicates', () => {
    expect([...RECOGNISED_STORE_IDS].sort()).toEqual(
      [
        '91816',
        '92234',
        '92269',
        '91113101',
        '91923',
        '91112920',
        '91113206',
        '91113222',
        '92351',
        '91113201',
        '92349',
        '91113241',
        '92427',
        '92425',
        '91113300',
      ].sort(),
    );
  });

  it('has the four groups of docs/product/channels.md', () => {
    expect(FLAG_GROUPS).toEqual({
      qinghaihu: ['91113101', '92269'],
      cmb: ['92349', '91113201', '91113241', '92427'],
      ccb: ['92351', '91113222'],
      jt: ['92425', '91113300'],
    });
  });
});

describe('DEFAULT_CHANNELS', () => {
  const bySource = new Map(DEFAULT_CHANNELS.map((c) => [c.source, c]));

  it('has one row per source value', () => {
    const sources = DEFAULT_CHANNELS.map((c) => c.source);
    expect(new Set(sources).size).toBe(sources.length);
    expect(sources.sort()).toEqual(
      [
        '1',
        '1a',
        '1b',
        '1c',
        '1d',
        '2',
        '3',
        '3a',
        '3b',
        '3c',
        '3d',
        '3e',
        '3f',
        '4',
        '4a',
        '4b',
        '4c',
        '4d',
        '4e',
        '4f',
        '5',
        '6',
        '7',
        '8',
        '9',
        '10',
        '11',
        '12',
        '14',
        '15',
        '16',
        '18',
        '19',
        '46',
        'wyx',
        'h5token',
        '',
      ].sort(),
    );
  });

  it.each<[string, Partial<ChannelRow>]>([
    ['1', { key: 'fujian', name: '福建移动', branch: '福建移动1', storeId: '91812' }],
    ['1d', { key: 'fujian', branch: '福建移动5', storeId: '91812' }],
    ['2', { key: 'zhejiang', name: '浙江移动', branch: '', storeId: '91944' }],
    ['3', { key: 'guangdong', branch: '广东移动1', storeId: '91813' }],
    ['3f', { key: 'guangdong', name: '广东移动', branch: '广东移动7', storeId: '91813' }],
    ['4c', { key: 'shanghai', name: '上海移动', branch: '上海移动4', storeId: '91884' }],
    ['4f', { branch: '上海移动7' }],
    ['5', { key: 'group', name: '中国移动集团掌厅', storeId: '91816' }],
    ['6', { key: 'guangxi', name: '广西移动', storeId: '91885' }],
    ['7', { key: 'chongqing', name: '重庆移动', storeId: '91887' }],
    ['8', { key: 'henan', name: '河南移动', storeId: '91888' }],
    ['9', { key: 'liaoning', name: '辽宁移动', storeId: '91889' }],
    ['10', { key: 'anhui', name: '安徽移动', storeId: '91895' }],
    ['11', { key: 'guangdongln', name: '广东移动8', storeId: '91813' }],
    ['12', { key: 'sichuan', name: '四川移动', storeId: '91897' }],
    ['14', { key: 'guangdongup', name: '广东移动非会员', storeId: '91905' }],
    ['15', { key: 'guangdongatv', name: '广东移动ATV', storeId: '91909' }],
    ['16', { key: 'beijing', name: '北京移动', storeId: '91924', channelId: '9120210001' }],
    ['18', { key: 'jiangsu', name: '江苏移动', storeId: '91923', channelId: '9120110001' }],
    ['19', { key: 'shandong', name: '山东移动', storeId: '91932', channelId: '9120820001' }],
    ['46', { key: 'hxq', name: '移动和小区', storeId: '92023', channelId: '' }],
    ['wyx', { key: 'wyx', name: '无忧行', storeId: '' }],
    ['h5token', { key: 'miniprogram', name: '小程序', storeId: '' }],
    ['', { key: 'base', name: '标准版', storeId: '91815' }],
  ])('source %j', (source, expected) => {
    expect(bySource.get(source)).toMatchObject({ ...expected, merchantId: '' });
  });
});

describe('findChannel', () => {
  it.each<[string | null | undefined, string]>([
    ['16', 'beijing'],
    ['3e', 'guangdong'],
    [' 9 ', 'liaoning'],
    ['', 'base'],
    [null, 'base'],
    [undefined, 'base'],
    ['13', 'base'], // no such row
    ['constructor', 'base'],
  ])('%j → %s', (source, key) => expect(findChannel(source).key).toBe(key));

  it('reads an edited table', () => {
    const table: ChannelRow[] = [
      { source: '99', key: 'new', name: '新渠道', branch: '', storeId: '1', merchantId: 'm', channelId: '' },
      { source: '', key: 'std', name: '标准', branch: '', storeId: '2', merchantId: '', channelId: '' },
    ];
    expect(findChannel('99', table).key).toBe('new');
    expect(findChannel('16', table).key).toBe('std');
  });
});

describe('resolveStoreId', () => {
  it.each<[{ storeid?: string | null; source?: string | null }, string]>([
    [{ storeid: '91923', source: '16' }, '91923'], // the address wins
    [{ storeid: '12345' }, '12345'], // kept as given; recognition is a separate step
    [{ storeid: '', source: '18' }, '91923'],
    [{ storeid: '  ', source: '5' }, '91816'],
    [{ source: '3b' }, '91813'],
    [{ source: 'wyx' }, ''], // the row has no store id
    [{ source: '13' }, ''], // no such row
    [{ source: '' }, ''], // no source: the base row does not lend 91815
    [{}, ''],
  ])('%j → %j', (params, out) => expect(resolveStoreId(params)).toBe(out));
});

describe('effectiveStoreId and channelFlags', () => {
  it.each<[string | null | undefined, string]>([
    ['91816', '91816'],
    ['92427', '92427'], // a bank id outside docs/product/channels.md list
    [' 92349 ', '92349'],
    ['91812', ''], // Fujian's row id, not recognised
    ['', ''],
    [null, ''],
    ['abc', ''],
  ])('effectiveStoreId(%j) → %j', (raw, out) => expect(effectiveStoreId(raw)).toBe(out));

  const none = { qinghaihu: false, cmb: false, ccb: false, jt: false, bank: false };
  it.each<[string | null | undefined, Partial<typeof none>]>([
    ['91113101', { qinghaihu: true }],
    ['92269', { qinghaihu: true }],
    ['92349', { cmb: true, bank: true }],
    ['91113201', { cmb: true, bank: true }],
    ['91113241', { cmb: true, bank: true }],
    ['92427', { cmb: true, bank: true }],
    ['92351', { ccb: true, bank: true }],
    ['91113222', { ccb: true, bank: true }],
    ['92425', { jt: true, bank: true }],
    ['91113300', { jt: true, bank: true }],
    ['91923', {}],
    ['91816', {}],
    ['99999', {}],
    ['', {}],
    [undefined, {}],
  ])('channelFlags(%j)', (id, set) => expect(channelFlags(id)).toEqual({ ...none, ...set }));
});

describe('buttonVisibility', () => {
  const v = (
    follow: boolean,
    release: boolean,
    circle: boolean,
    card: boolean,
    collect: boolean,
    inlet: boolean,
  ): ButtonVisibility => ({
    follow,
    release,
    circle,
    card,
    collect,
    inlet,
  });
  const plain = v(false, false, false, false, true, false);

  it.each<[string | null | undefined, ButtonVisibility]>([
    ['91923', v(true, true, true, true, false, false)],
    ['91112920', v(true, true, true, true, false, false)],
    ['91816', v(false, false, false, false, true, true)],
    ['92349', plain],
    ['91812', plain],
    ['', plain], // no store id
    [null, plain],
    ['toString', plain],
  ])('%j', (id, out) => expect(buttonVisibility(id)).toEqual(out));

  it('is driven by DEFAULT_VISIBILITY', () => {
    expect(DEFAULT_VISIBILITY['']).toEqual(plain);
  });

  it('applies an operator table over the defaults', () => {
    const overrides = { '91812': { inlet: true, release: true }, '91923': { card: false } };
    expect(buttonVisibility('91812', overrides)).toEqual(v(false, true, false, false, true, true));
    expect(buttonVisibility('91923', overrides)).toEqual(v(true, true, true, false, false, false));
    expect(buttonVisibility('91816', overrides)).toEqual(v(false, false, false, false, true, true));
  });

  it('lets the operator change the default for every store id, specific entries still winning', () => {
    const overrides = { '': { collect: false }, '91816': { collect: true } };
    expect(buttonVisibility('', overrides).collect).toBe(false);
    expect(buttonVisibility('92349', overrides).collect).toBe(false);
    expect(buttonVisibility('91816', overrides).collect).toBe(true);
  });
});

describe('loginTokenFromParams', () => {
  it.each<[string, Record<string, string | undefined>, string]>([
    ['16', { t: 'bj', h5token: 'x' }, 'bj'], // Beijing reads t
    ['16', { h5token: 'x', htoken: 'y' }, ''], // …and only t
    ['9', { tt: 'ln', t: 'x' }, 'ln'], // Liaoning reads tt
    ['9', { h5token: 'x' }, ''],
    ['11', { h5token: 'YZabc' }, 'abc'], // Guangdong variant strips a leading YZ
    ['11', { htoken: 'YZabc' }, 'abc'],
    ['11', { h5token: 'abcYZ' }, 'abcYZ'], // only a leading one
    ['11', { h5token: 'yzabc' }, 'yzabc'], // case-sensitive
    ['11', { h5token: 'YZYZa' }, 'YZa'], // once
    ['11', { h5token: 'YZ' }, ''],
    ['2', { h_token: 'zj', h5token: 'x', htoken: 'y' }, 'zj'], // Zhejiang prefers h_token
    ['2', { h5token: 'x', htoken: 'y' }, 'x'],
    ['2', { htoken: 'y' }, 'y'],
    ['3', { h5token: 'gd', htoken: 'y' }, 'gd'],
    ['3', { htoken: 'gd' }, 'gd'],
    ['3', { h_token: 'x', t: 'y', tt: 'z' }, ''], // others read only h5token/htoken
    ['', { h5token: 'mini' }, 'mini'],
    ['h5token', { htoken: ' tok ' }, 'tok'],
    ['1', { h5token: '', htoken: 'second' }, 'second'], // an empty parameter counts as missing
    ['1', {}, ''],
    ['constructor', { h5token: 'a' }, 'a'],
  ])('source %j %j → %j', (source, params, out) => expect(loginTokenFromParams(source, params)).toBe(out));

  it('reads URLSearchParams', () => {
    expect(loginTokenFromParams('16', new URLSearchParams('?t=abc%2B1&h5token=z'))).toBe('abc+1');
    expect(loginTokenFromParams('11', new URLSearchParams('h5token=YZq'))).toBe('q');
    expect(loginTokenFromParams('5', new URLSearchParams('storeid=91816'))).toBe('');
  });

  it('TOKEN_PARAMS names every parameter a token is read from', () => {
    expect([...TOKEN_PARAMS].sort()).toEqual(['h5token', 'h_token', 'htoken', 't', 'tt']);
  });
});
