// Builds apps/server/reference/sensitive-lexicon/lexicon.tsv (word, category, hand-kept, Latin spellings) from
// sources this project may ship (docs/reference-data.md, "Content filter lexicon"):
//   - own/<category>.txt beside the output: lists this project wrote itself, with no outside source;
//   - the phrase families composed below (FAMILIES), also this project's own;
//   - additions.tsv beside the output: hand-kept entries, which decide the category of any word another source has;
//   - bad-words-chinese 1.0.2 (npm, MIT), libs/badWordsChinese.json, read from node_modules.
// Run by hand when a source changes or the spelling rule in content-screener.ts does:
//   npx tsx scripts/build-sensitive-lexicon.mjs [badWordsChinese.json]
// (tsx: the Latin spellings come from the server's own rule, content-screener.ts, so the server need not work them
// out at every start.) Entries are simplified (OpenCC), lower-cased, stripped of spaces; one-character entries, bare
// numbers, web addresses, short Latin tokens and the ordinary words in dropped.txt never make the list. The build then
// reads own/travel-sentences.txt through the server's real screener and fails if any listed word is found there.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import * as OpenCC from 'opencc-js';
import { latinSpellings } from '../apps/server/src/modules/community/content-screener.ts';

const out = 'apps/server/reference/sensitive-lexicon';
const badWordsJson =
  process.argv[2] ?? createRequire(import.meta.url).resolve('bad-words-chinese/libs/badWordsChinese.json');
const order = ['politics', 'pornography', 'gambling', 'drugs', 'fraud', 'trade', 'insult', 'violence', 'terrorism'];
const toSimplified = OpenCC.Converter({ from: 't', to: 'cn' });
const dataLines = (file) =>
  readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
const dropped = new Set(existsSync(join(out, 'dropped.txt')) ? dataLines(join(out, 'dropped.txt')) : []);

const clean = (raw) => toSimplified(raw.normalize('NFKC').toLowerCase()).replace(/[\s\u200b-\u200f\ufeff]+/g, '');
const han = /\p{Script=Han}/u;
function acceptable(word) {
  const chars = [...word];
  if (chars.length < 2) return false;
  if (dropped.has(word)) return false;
  if (/^[\d.:+\-*#]+$/.test(word)) return false; // numbers, phone numbers, addresses
  if (/[./:]|www|http/.test(word)) return false; // web addresses
  if (/^[a-z0-9]+$/.test(word) && !/^[a-z]{4,}$/.test(word)) return false; // short or mixed Latin tokens
  if (!han.test(word) && !/^[a-z]+$/.test(word)) return false; // symbols only
  if (/[?？*|]/.test(word)) return false;
  return true;
}

// Phrase families a reviewer blocks as a whole: an action (selling, forging, adding a contact…) joined to its object.
// Each part alone is often an ordinary word (出售, 代开, 加, 证明), so only the joined phrase is listed.
const SELL = ['出售', '卖', '买', '求购', '批发', '转让', '代购'];
const FAMILIES = [
  {
    category: 'trade',
    heads: ['加', '加我', '加个', '加下', '加一下', '添加', '加好友'],
    tails: [
      '微信',
      '薇信',
      '威信',
      '徽信',
      'v信',
      'vx',
      'wx',
      'v',
      '扣扣',
      'qq',
      '企鹅',
      'tg',
      '电报',
      'whatsapp',
      'line',
    ],
  },
  {
    category: 'fraud',
    heads: ['代开', '代办'],
    tails: [
      '发票',
      '增值税发票',
      '普票',
      '专票',
      '病假条',
      '假条',
      '诊断证明',
      '收入证明',
      '在职证明',
      '工作证明',
      '住院证明',
      '出生证明',
      '学历证明',
      '银行流水',
      '核酸证明',
      '无犯罪证明',
      '行程单',
    ],
  },
  {
    category: 'fraud',
    heads: ['办', '代办', '制作', '出售', '专业办', '快速办'],
    tails: [
      '假身份证',
      '假驾照',
      '假护照',
      '假文凭',
      '假毕业证',
      '假学历',
      '假学位证',
      '假结婚证',
      '假房产证',
      '假公章',
      '假发票',
    ],
  },
  {
    category: 'fraud',
    heads: ['出售', '收购', '买卖', '求购', '高价收'],
    tails: [
      '身份证',
      '身份证号',
      '银行卡',
      '银行卡四件套',
      '对公账户',
      '实名手机卡',
      '电话卡',
      '个人信息',
      '公民信息',
      '客户资料',
      '实名账号',
      '支付宝账号',
      '银行账户',
      '驾照分',
    ],
  },
  {
    category: 'fraud',
    heads: ['代'],
    tails: ['考驾照', '考四六级', '考英语', '写论文', '写毕业论文', '刷网课', '上网课', '考证'],
  },
  {
    category: 'violence',
    heads: SELL,
    tails: [
      '枪支',
      '手枪',
      '猎枪',
      '仿真枪',
      '钢珠枪',
      '麻醉枪',
      '火药枪',
      '军用枪',
      '子弹',
      '弹药',
      '炸药',
      '雷管',
      '手雷',
      '弓弩',
      '军弩',
      '钢弩',
      '麻醉弩',
      '管制刀具',
      '军刺',
      '电击器',
      '电棍',
      '催泪弹',
    ],
  },
  {
    category: 'drugs',
    heads: [...SELL, '哪里买', '哪里有卖'],
    tails: [
      '冰毒',
      '海洛因',
      'k粉',
      '摇头丸',
      '大麻',
      '迷药',
      '春药',
      '听话水',
      '三唑仑',
      '催情药',
      '麻古',
      '可卡因',
      '鸦片',
      '吗啡',
      '杜冷丁',
      '迷幻药',
      '失身粉',
      '蒙汗药',
      '曲马多',
      '芬太尼',
      '罂粟壳',
    ],
  },
  {
    category: 'pornography',
    heads: ['约', '同城约', '附近约', '求约'],
    tails: ['炮', 'p', '啪', '啪啪', '一夜情'],
  },
  {
    category: 'pornography',
    heads: ['同城', '附近', '本地'],
    tails: ['一夜情', '援交', '兼职妹', '楼凤', '外围女', '小姐上门'],
  },
  {
    category: 'gambling',
    heads: ['网上', '在线', '线上', '网络'],
    tails: ['赌场', '赌博', '赌球', '博彩', '百家乐', '六合彩', '老虎机', '炸金花', '牛牛', '轮盘'],
  },
  {
    category: 'gambling',
    heads: ['博彩', '赌球', '百家乐', '六合彩', '时时彩'],
    tails: ['代理', '开户', '注册送', '平台', '网址', 'app'],
  },
  {
    category: 'insult',
    heads: ['操', '草', '日', '肏'],
    tails: ['你妈', '你娘', '你妹', '你大爷', '你祖宗', '你全家', '你爹', '你奶奶', '你姥姥', '死你', '你老母'],
  },
  { category: 'insult', heads: ['干'], tails: ['你妈', '你娘', '死你', '你全家', '你祖宗'] },
  { category: 'insult', heads: ['你妈', '你全家', '你祖宗'], tails: ['死了', '死光', '炸了', '没了'] },
];

const words = new Map(); // word → category
const curated = new Set(); // the hand-kept words: the server also spells these in pinyin when they are two characters
const add = (word, category) => {
  if (acceptable(word) && !words.has(word)) words.set(word, category);
};
// Hand-kept entries first: they decide the category of any word another source also lists.
for (const line of dataLines(join(out, 'additions.tsv'))) {
  const [word, category] = line.split('\t');
  words.set(clean(word), category.trim());
  curated.add(clean(word));
}
for (const category of order) {
  for (const raw of dataLines(join(out, 'own', `${category}.txt`))) add(clean(raw), category);
}
for (const { category, heads, tails } of FAMILIES) {
  for (const head of heads) for (const tail of tails) add(clean(head + tail), category);
}
const ownCount = words.size;
// bad-words-chinese: insults, but for the few words of the trade in sex.
const sexTrade = new Set(['妓女', '援交', '鸡巴']);
for (const raw of JSON.parse(readFileSync(badWordsJson, 'utf8')).words) {
  const w = clean(raw);
  add(w, sexTrade.has(w) ? 'pornography' : 'insult');
}

const rows = [...words].sort(
  ([a, ca], [b, cb]) => order.indexOf(ca) - order.indexOf(cb) || (a < b ? -1 : a > b ? 1 : 0),
);
writeFileSync(
  join(out, 'lexicon.tsv'),
  '# word\tcategory\tcurated (1: hand-kept)\tLatin spellings (!: initials): built by ' +
    'scripts/build-sensitive-lexicon.mjs; sources in docs/reference-data.md\n' +
    rows
      .map(([w, c]) => {
        const spelt = latinSpellings({ word: w, category: c, curated: curated.has(w) });
        return `${w}\t${c}\t${curated.has(w) ? '1' : ''}\t${spelt.map((x) => (x.exact ? '!' : '') + x.text).join(',')}`;
      })
      .join('\n') +
    '\n',
);
const counts = Object.fromEntries(order.map((c) => [c, rows.filter(([, x]) => x === c).length]));
console.log(rows.length, `(${words.size - ownCount} from bad-words-chinese)`, counts);

// The finished list must leave ordinary travel writing alone: read the sample through the server's own screener.
const { buildContentScreener } = await import('../apps/server/src/modules/community/content-screener.ts');
const { screener, entries } = await buildContentScreener([]);
let falseHits = 0;
for (const sentence of dataLines(join(out, 'own', 'travel-sentences.txt'))) {
  for (const hit of screener.scan(sentence)) {
    falseHits += 1;
    console.error(`found ${entries[hit.tag].word} in: ${sentence}`);
  }
}
if (falseHits > 0) process.exit(1);
