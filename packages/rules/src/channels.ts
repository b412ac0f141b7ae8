// Channel rules from docs/product/channels.md (which extends docs/product/channels.md). Store ids are strings throughout:
// they arrive as address parameters and some exceed what anyone should parse as a number.

export type ChannelRow = {
  source: string;
  key: string;
  name: string;
  branch: string;
  storeId: string;
  merchantId: string;
  channelId: string;
};

export const FLAG_GROUPS = {
  qinghaihu: ['91113101', '92269'],
  cmb: ['92349', '91113201', '91113241', '92427'],
  ccb: ['92351', '91113222'],
  jt: ['92425', '91113300'],
} as const satisfies Record<string, readonly string[]>;

export type FlagGroup = keyof typeof FLAG_GROUPS;

/** docs/product/channels.md's own list; docs/product/channels.md adds the bank ids it names outside that list (see RECOGNISED_STORE_IDS). */
export const SPEC_STORE_IDS = [
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
] as const;

export const RECOGNISED_STORE_IDS: readonly string[] = [
  ...new Set<string>([...SPEC_STORE_IDS, ...Object.values(FLAG_GROUPS).flat()]),
];

function row(source: string, key: string, name: string, storeId: string, branch = '', channelId = ''): ChannelRow {
  return { source, key, name, branch, storeId, merchantId: '', channelId };
}

/** Sources '1','1a','1b',… sharing one channel, each with a numbered branch ('福建移动1', '福建移动2', …). */
function family(first: string, letters: string, key: string, name: string, storeId: string): ChannelRow[] {
  return [first, ...Array.from(letters, (l) => first + l)].map((source, i) =>
    row(source, key, name, storeId, `${name}${i + 1}`),
  );
}

export const BASE_CHANNEL_SOURCE = '';

/** Defaults of the channel table (merchantId unknown, left empty); the database copy is the editable one. */
export const DEFAULT_CHANNELS: readonly ChannelRow[] = [
  ...family('1', 'abcd', 'fujian', '福建移动', '91812'),
  row('2', 'zhejiang', '浙江移动', '91944'),
  ...family('3', 'abcdef', 'guangdong', '广东移动', '91813'),
  ...family('4', 'abcdef', 'shanghai', '上海移动', '91884'),
  row('5', 'group', '中国移动集团掌厅', '91816'),
  row('6', 'guangxi', '广西移动', '91885'),
  row('7', 'chongqing', '重庆移动', '91887'),
  row('8', 'henan', '河南移动', '91888'),
  row('9', 'liaoning', '辽宁移动', '91889'),
  row('10', 'anhui', '安徽移动', '91895'),
  row('11', 'guangdongln', '广东移动8', '91813'),
  row('12', 'sichuan', '四川移动', '91897'),
  row('14', 'guangdongup', '广东移动非会员', '91905'),
  row('15', 'guangdongatv', '广东移动ATV', '91909'),
  row('16', 'beijing', '北京移动', '91924', '', '9120210001'),
  row('18', 'jiangsu', '江苏移动', '91923', '', '9120110001'),
  row('19', 'shandong', '山东移动', '91932', '', '9120820001'),
  row('46', 'hxq', '移动和小区', '92023'),
  row('wyx', 'wyx', '无忧行', ''),
  row('h5token', 'miniprogram', '小程序', ''),
  row(BASE_CHANNEL_SOURCE, 'base', '标准版', '91815'),
];

const clean = (v: string | null | undefined): string => (v ?? '').trim();
// Address values index plain objects; 'constructor' or '__proto__' must not reach Object.prototype.
const own = <T>(table: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

/** The row for a source value, else the base (standard edition) row. */
export function findChannel(
  source: string | null | undefined,
  channels: readonly ChannelRow[] = DEFAULT_CHANNELS,
): ChannelRow {
  const s = clean(source);
  const found = s === '' ? undefined : channels.find((c) => c.source === s);
  const base = channels.find((c) => c.source === BASE_CHANNEL_SOURCE) ?? DEFAULT_CHANNELS[DEFAULT_CHANNELS.length - 1];
  // DEFAULT_CHANNELS always ends with the base row; the assertion only satisfies noUncheckedIndexedAccess.
  return found ?? (base as ChannelRow);
}

/**
 * The store id that counts: the address's storeid, else the storeId of the row matching `source`, else ''.
 * The base row does not lend its id: no source means no store id (docs/product/channels.md state).
 */
export function resolveStoreId(
  params: { storeid?: string | null; source?: string | null },
  channels: readonly ChannelRow[] = DEFAULT_CHANNELS,
): string {
  const fromAddress = clean(params.storeid);
  if (fromAddress !== '') return fromAddress;
  const source = clean(params.source);
  if (source === '') return '';
  return clean(channels.find((c) => c.source === source)?.storeId);
}

const recognised: ReadonlySet<string> = new Set(RECOGNISED_STORE_IDS);

/** The id if recognised, else '' (any other value is blank for channel flags). */
export function effectiveStoreId(raw: string | null | undefined): string {
  const id = clean(raw);
  return recognised.has(id) ? id : '';
}

export type ChannelFlags = { qinghaihu: boolean; cmb: boolean; ccb: boolean; jt: boolean; bank: boolean };

export function channelFlags(storeId: string | null | undefined): ChannelFlags {
  const id = effectiveStoreId(storeId);
  const inGroup = (g: FlagGroup): boolean => id !== '' && (FLAG_GROUPS[g] as readonly string[]).includes(id);
  const cmb = inGroup('cmb');
  const ccb = inGroup('ccb');
  const jt = inGroup('jt');
  return { qinghaihu: inGroup('qinghaihu'), cmb, ccb, jt, bank: cmb || ccb || jt };
}

export type ButtonName = 'follow' | 'release' | 'circle' | 'card' | 'collect' | 'inlet';
export type ButtonVisibility = Record<ButtonName, boolean>;
/**
 * Show/hide per store id. The key '' holds the values for every store id not listed (and for no store id);
 * a listed id only needs the buttons that differ.
 */
export type VisibilityTable = Readonly<Record<string, Partial<ButtonVisibility>>>;

const SOCIAL_ON: Partial<ButtonVisibility> = { follow: true, release: true, circle: true, card: true, collect: false };

export const DEFAULT_VISIBILITY: VisibilityTable = {
  '': { follow: false, release: false, circle: false, card: false, collect: true, inlet: false },
  '91923': SOCIAL_ON,
  '91112920': SOCIAL_ON,
  '91816': { inlet: true },
};

const ALL_HIDDEN: ButtonVisibility = {
  follow: false,
  release: false,
  circle: false,
  card: false,
  collect: false,
  inlet: false,
};

/**
 * Which buttons a store id shows. Looks up the raw store id (not only recognised ones) so an operator can
 * configure any channel. Layers, later wins: defaults '' → defaults[id] → overrides '' → overrides[id].
 */
export function buttonVisibility(
  storeId: string | null | undefined,
  overrides: VisibilityTable = {},
): ButtonVisibility {
  const id = clean(storeId);
  const layers = [
    own(DEFAULT_VISIBILITY, ''),
    id ? own(DEFAULT_VISIBILITY, id) : undefined,
    own(overrides, ''),
    id ? own(overrides, id) : undefined,
  ];
  const result: ButtonVisibility = { ...ALL_HIDDEN };
  for (const layer of layers) {
    if (!layer) continue;
    for (const name of Object.keys(ALL_HIDDEN) as ButtonName[]) {
      const v = layer[name];
      if (typeof v === 'boolean') result[name] = v;
    }
  }
  return result;
}

/** Address parameters that carry a login token; removed from the address bar once read. */
export const TOKEN_PARAMS = ['t', 'tt', 'h5token', 'htoken', 'h_token'] as const;

export type ParamSource = URLSearchParams | Readonly<Record<string, string | null | undefined>>;

const isSearchParams = (p: ParamSource): p is URLSearchParams => typeof (p as URLSearchParams).get === 'function';

function readParam(params: ParamSource, name: string): string {
  // Duck-typed rather than instanceof, so URLSearchParams from another realm (iframe, test DOM) still works.
  const v = isSearchParams(params) ? params.get(name) : own(params, name);
  return clean(v);
}

const firstOf = (params: ParamSource, names: readonly string[]): string => {
  for (const name of names) {
    const v = readParam(params, name);
    if (v !== '') return v;
  }
  return '';
};

/** Which parameters each source reads its token from, in order of preference. */
export const TOKEN_PARAMS_BY_SOURCE: Readonly<Record<string, readonly string[]>> = {
  '16': ['t'],
  '9': ['tt'],
  '2': ['h_token', 'h5token', 'htoken'],
};
const DEFAULT_TOKEN_PARAMS = ['h5token', 'htoken'] as const;
const GUANGDONG_VARIANT_SOURCE = '11';
const GUANGDONG_VARIANT_PREFIX = 'YZ';

/** The partner's login token for this source, '' when missing (the login flow then ends with an empty result). */
export function loginTokenFromParams(source: string | null | undefined, params: ParamSource): string {
  const s = clean(source);
  const token = firstOf(params, own(TOKEN_PARAMS_BY_SOURCE, s) ?? DEFAULT_TOKEN_PARAMS);
  if (s === GUANGDONG_VARIANT_SOURCE && token.startsWith(GUANGDONG_VARIANT_PREFIX)) {
    return token.slice(GUANGDONG_VARIANT_PREFIX.length);
  }
  return token;
}
