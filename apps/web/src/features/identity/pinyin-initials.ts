// Pinyin initials of every Chinese character in the calling-code list's country names, so /countrycode can be
// searched by initials ("mg" → 美国) without shipping a pinyin dictionary. Derived once from the server's
// reference data (apps/server/src/platform/reference-data: i18n-iso-countries' Chinese names read with
// pinyin-pro, the same reading that sorts the list); no character there has two readings. A character missing
// here only means that name cannot be found by its initials.
const BY_LETTER: Readonly<Record<string, string>> = {
  A: '埃奥安昂澳爱阿',
  B: '不伯保冰别北博堡宾巴布拜本比泊波玻班白百秘贝邦部',
  C: '朝茨赤',
  D: '丁东丹代典地多大岛帝度得德敦旦甸登蒂诞达迪道都顿',
  E: '俄厄尔恩耳',
  F: '伐佛夫富斐梵法福芬菲非',
  G: '共关冈刚古各哥国圭干果根格港瓜',
  H: '和哈汗洪海荷赫韩黑',
  J: '京几加及吉基捷极柬津济疆角金',
  K: '克凯卡喀库开科肯',
  L: '伦兰列利力劳勒卢律拉朗来林洛留立罗老联腊莱路里陵隆领鲁黎',
  M: '买墨孟密慕摩曼毛民米缅美莫蒙门马麦',
  N: '内努南嫩宁尼拿挪瑙纳纽诺那',
  P: '坡埔帕普浦皮葡蓬',
  Q: '乔其区奇求群酋',
  R: '日瑞',
  S: '圣塞士属山所撒斯时松桑森沙省索绍舌色苏萨',
  T: '他台唐图土坦塔廷托提汤泰特突脱萄陀陶',
  W: '乌危外委威宛挝文旺汪汶沃湾瓦维韦',
  X: '匈叙小希新西香鲜',
  Y: '也亚以伊印屿延意扬洋牙约英越',
  Z: '中主乍兹寨支智治泽洲直赞',
};

let table: Map<string, string> | null = null;

/** The initial letter of one character's pinyin; Latin letters stand for themselves, anything else is ''. */
export function initialOf(char: string): string {
  table ??= new Map(Object.entries(BY_LETTER).flatMap(([letter, chars]) => [...chars].map((c) => [c, letter])));
  const known = table.get(char);
  if (known) return known;
  return /^[a-z]$/i.test(char) ? char.toUpperCase() : '';
}

/** '美国' → 'MG'; spaces and punctuation are skipped. */
export const pinyinInitials = (text: string): string => Array.from(text, initialOf).join('');
