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
  // More families, written by this project: each joined phrase is a sale, a forgery, a threat or an advert.
  {
    category: 'drugs',
    heads: ['低价', '供应', '网购', '包邮', '代购'],
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
    category: 'drugs',
    heads: [...SELL, '哪里买', '哪里有卖', '低价', '供应', '网购', '包邮'],
    tails: [
      '甲基苯丙胺',
      '氯胺酮',
      '麻黄碱',
      '麻黄素',
      '可待因',
      '安眠酮',
      '笑气',
      '冰毒片',
      '大麻烟',
      '大麻油',
      '合成大麻',
      '卡痛叶',
      '恰特草',
      '咔哇潮饮',
      '麻果',
      '海洛英',
      '古柯碱',
      '甲卡西酮',
      'lsd致幻剂',
      '神奇蘑菇',
    ],
  },
  {
    category: 'violence',
    heads: [...SELL, '哪里买', '哪里有卖', '低价', '网购', '包邮'],
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
    category: 'violence',
    heads: [...SELL, '哪里买', '哪里有卖', '低价', '网购', '包邮'],
    tails: [
      '气枪',
      '高压气枪',
      '狗药',
      '弩箭',
      '仿真手枪',
      '猎枪子弹',
      '枪管',
      '枪支配件',
      '消音器',
      '土制炸弹',
      '黑火药',
      '导火索',
      '氰化钾',
      '氰化物',
      '毒鼠强',
      '甩棍',
      '指虎',
      '三棱刺',
    ],
  },
  {
    category: 'violence',
    heads: ['砍死', '捅死', '杀了', '弄死', '灭了'],
    tails: ['你全家', '你妈', '你们全家', '你老婆'],
  },
  { category: 'violence', heads: ['砍死', '捅死', '弄死'], tails: ['你', '他', '她', '那个贱人'] },
  {
    category: 'terrorism',
    heads: ['制作', '自制', '教你做', '如何制作', '怎么做', '怎么制作'],
    tails: [
      '炸弹',
      '炸药',
      '土炸弹',
      '燃烧瓶',
      '汽油弹',
      '毒气',
      '炸药包',
      '定时炸弹',
      '遥控炸弹',
      '塑胶炸弹',
      '管状炸弹',
      '脏弹',
      '沙林毒气',
      '蓖麻毒素',
      '人体炸弹',
      '简易爆炸装置',
    ],
  },
  {
    category: 'terrorism',
    heads: ['加入', '支持', '宣扬', '投奔', '效忠'],
    tails: ['伊斯兰国', 'isis', '基地组织', '圣战', '东突', '东伊运', '恐怖组织'],
  },
  {
    category: 'terrorism',
    heads: ['炸掉', '血洗', '扫射', '屠杀'],
    tails: ['学校', '幼儿园', '小学', '地铁站', '火车站', '机场', '政府', '派出所', '医院', '商场', '人群'],
  },
  {
    category: 'fraud',
    heads: ['代开'],
    tails: [
      '医院证明',
      '死亡证明',
      '离职证明',
      '实习证明',
      '体检报告',
      '健康证明',
      '存款证明',
      '社保证明',
      '完税证明',
      '购房发票',
      '餐饮发票',
      '住宿发票',
      '医疗发票',
      '税票',
      '假发票',
      '病历',
    ],
  },
  {
    category: 'fraud',
    heads: ['办', '代办', '制作', '出售', '专业办', '快速办', '做', '定制', '哪里办'],
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
      '假学生证',
      '假签证',
      '假港澳通行证',
      '假营业执照',
      '假户口本',
      '假病历',
      '假警官证',
      '假军官证',
      '假记者证',
      '假车牌',
      '假行驶证',
      '假准考证',
      '假社保卡',
      '假健康证',
      '假离婚证',
    ],
  },
  {
    category: 'fraud',
    heads: ['出售', '收购', '买卖', '求购', '高价收', '回收', '租用'],
    tails: [
      '身份证',
      '身份证号',
      '银行卡',
      '银行卡四件套',
      '对公账户',
      '实名手机卡',
      '个人信息',
      '公民信息',
      '客户资料',
      '实名账号',
      '支付宝账号',
      '银行账户',
      '驾照分',
      '微信号',
      '实名微信',
      '公民身份信息',
      '开户资料',
      '网银u盾',
      '快递单号',
      '户籍信息',
      '学籍信息',
      '车主信息',
      '开房记录',
      '手机定位',
      '通话记录',
    ],
  },
  { category: 'fraud', heads: ['收购', '买卖', '求购', '高价收'], tails: ['电话卡'] },
  {
    category: 'fraud',
    heads: ['代考', '替考', '包过', '枪手代考'],
    tails: [
      '四六级',
      '英语四级',
      '英语六级',
      '雅思',
      '托福',
      '驾照',
      '科目一',
      '科目四',
      '计算机二级',
      '会计证',
      '教师资格证',
      '普通话',
      '研究生',
      '自考',
      '成人高考',
      '执业医师',
      '一建',
      '二建',
      '司法考试',
      '公务员',
    ],
  },
  {
    category: 'fraud',
    heads: ['出售', '提供', '代发', '购买', '求购'],
    tails: ['考试答案', '高考答案', '四六级答案', '考研答案', '考试真题答案', '驾照考试答案', '作弊器', '考试作弊器'],
  },
  {
    category: 'fraud',
    heads: ['黑户', '免征信', '不看征信', '无视黑白'],
    tails: ['贷款', '借款', '网贷', '口子', '下款', '秒下款'],
  },
  { category: 'fraud', heads: ['信用卡', '花呗', '白条', '借呗'], tails: ['套现', '代还', '提额秒到'] },
  {
    category: 'gambling',
    heads: ['网上', '在线', '线上', '网络', '手机'],
    tails: [
      '赌场',
      '赌博',
      '赌球',
      '博彩',
      '百家乐',
      '六合彩',
      '赌钱',
      '赌马',
      '押大小',
      '赌大小',
      '骰宝',
      '番摊',
      '真人荷官',
      '真人视讯',
      '炸金花',
      '时时彩',
    ],
  },
  {
    category: 'gambling',
    heads: ['博彩', '赌球', '百家乐', '六合彩', '时时彩', '赌博', '北京赛车', 'pk10', '真人百家乐', '足球外围'],
    tails: ['代理', '开户', '注册送', '平台', '网址', 'app', '招代理', '充值', '返水', '首充', '带单', '回血'],
  },
  {
    category: 'pornography',
    heads: ['约', '同城约', '附近约', '求约', '免费约', '在线约', '快速约'],
    tails: ['炮', 'p', '啪', '啪啪', '一夜情', '炮友'],
  },
  {
    category: 'pornography',
    heads: ['同城', '附近', '本地', '高端'],
    tails: [
      '一夜情',
      '援交',
      '兼职妹',
      '楼凤',
      '外围女',
      '小姐上门',
      '约炮',
      '炮友',
      '裸聊',
      '性服务',
      '援交妹',
      '楼凤信息',
      '约啪',
    ],
  },
  {
    category: 'pornography',
    heads: ['免费', '在线', '高清', '无码', '最新', '看', '下载', '求'],
    tails: [
      '黄片',
      'a片',
      '毛片',
      '三级片',
      '色情视频',
      '成人视频',
      '偷拍视频',
      '做爱视频',
      '性爱视频',
      '黄色网站',
      'av网站',
      '色情直播',
      '裸聊视频',
    ],
  },
  {
    category: 'pornography',
    heads: ['偷拍'],
    tails: ['女厕', '更衣室', '裙底', '洗澡', '女生宿舍', '走光', '少妇', '情侣开房', '自慰'],
  },
  {
    category: 'insult',
    heads: ['操', '肏'],
    tails: [
      '你先人',
      '你八辈祖宗',
      '你十八代祖宗',
      '你二大爷',
      '你血妈',
      '你老婆',
      '你女儿',
      '你姐',
      '你妈的逼',
      '你妈逼',
      '你舅',
      '你老师',
      '你妈了个逼',
      '他妈',
      '他娘',
    ],
  },
  { category: 'insult', heads: ['草', '干'], tails: ['你先人', '你八辈祖宗', '你十八代祖宗', '你二大爷', '你妈逼'] },
  {
    category: 'insult',
    heads: ['你妈', '你全家', '你祖宗', '你爹', '你老母', '你们全家', '你家祖坟'],
    tails: ['死了', '死光', '炸了', '没了', '死绝', '暴毙'],
  },
  {
    category: 'trade',
    heads: ['加', '加我', '加个', '加下', '加一下', '添加', '加好友'],
    tails: ['微信号', 'vx号', 'wx号', 'qq号', '扣扣号', '微信群', 'qq群', '徽信号'],
  },
  {
    category: 'trade',
    heads: ['私聊', '私信', '详询', '私我', '有意私'],
    tails: ['微信', 'vx', 'v信', '威信', '薇信', '扣扣', 'qq', 'tg', '电报', 'whatsapp'],
  },
  {
    category: 'trade',
    heads: ['高仿', '精仿', '一比一', '原单', 'a货'],
    tails: [
      'lv',
      '香奈儿',
      '古驰',
      '爱马仕',
      '劳力士',
      '百达翡丽',
      '卡地亚',
      '迪奥',
      '普拉达',
      '巴宝莉',
      '欧米茄',
      '包包',
      '手表',
      '名表',
      '球鞋',
      'aj',
      '耐克',
      '奢侈品',
    ],
  },
  {
    category: 'trade',
    heads: ['收购', '求购', '高价收', '回收'],
    tails: ['象牙', '犀牛角', '虎骨', '虎皮', '熊胆', '穿山甲', '玳瑁', '红珊瑚', '海龟', '野生动物'],
  },
  {
    category: 'politics',
    heads: ['打倒', '推翻'],
    tails: ['共产党', '中共', '共党', '习近平', '共匪', '独裁政权', '专制政权', '红朝', '中共政权', '共产党政权'],
  },
  {
    category: 'politics',
    heads: ['共产党', '中共', '共党', '共匪', '习近平'],
    tails: ['下台', '去死', '灭亡', '暴政', '必亡', '独裁', '倒台'],
  },
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
