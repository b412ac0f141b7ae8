// Demo community text: real places, plausible posts. Marked is_demo in the database and never loaded in production.

export const NICKNAMES = [
  '山野旅人',
  '海边的风',
  '背包小鹿',
  '慢游记',
  '追光者阿杰',
  '一只旅行猫',
  '云端漫步',
  '走遍中国的琪琪',
  '南方有嘉木',
  '北纬三十度',
  '路上的小满',
  '江南烟雨',
  '西北偏北',
  '带着相机去远方',
  '周末去哪儿',
  '晴天小舟',
  '古镇寻味',
  '雪山之巅',
  '海岛控',
  '城市漫游家',
  '美食猎人',
  '胡同里的猫',
  '骑行少年',
  '星空收集者',
  '草原牧歌',
  '沙漠玫瑰',
  '风之旅人',
  '青石板路',
  '潮汕阿伯',
  '川西小阳',
];

export const TOPICS: { title: string; description: string; subclass: string }[] = [
  { title: '周末去哪儿', description: '两天一夜的小旅行，说走就走', subclass: '玩法' },
  { title: '寻味中国', description: '一座城，一碗面，一段记忆', subclass: '美食' },
  { title: '雪山与星空', description: '川西、滇北、藏东南的高原故事', subclass: '风景' },
  { title: '海岛度假', description: '阳光、沙滩和慢下来的时间', subclass: '风景' },
  { title: '古镇慢生活', description: '青石板路上的烟火气', subclass: '人文' },
  { title: '城市漫步', description: '用脚步丈量一座城', subclass: '玩法' },
  { title: '亲子出游', description: '带着孩子看世界', subclass: '玩法' },
  { title: '出境游攻略', description: '签证、交通、住宿，一篇讲清楚', subclass: '攻略' },
];

export const PLACES = [
  '杭州西湖',
  '黄山',
  '厦门鼓浪屿',
  '大理洱海',
  '稻城亚丁',
  '张家界',
  '九寨沟',
  '上海外滩',
  '北京故宫',
  '慕田峪长城',
  '桂林漓江',
  '三亚亚龙湾',
  '丽江古城',
  '成都宽窄巷子',
  '重庆洪崖洞',
  '西安城墙',
  '敦煌鸣沙山',
  '青海湖',
  '苏州拙政园',
  '乌镇',
  '婺源',
  '喀纳斯',
  '长白山天池',
  '香港维多利亚港',
  '澳门大三巴',
  '京都清水寺',
  '清迈古城',
  '巴厘岛',
  '冰岛黑沙滩',
  '巴黎塞纳河',
];

const OPENINGS = [
  '终于打卡了{p}！',
  '第三次来{p}，依然心动。',
  '人生第一次去{p}，记录一下。',
  '{p}的清晨，安静得像一幅画。',
  '带爸妈去了{p}，他们开心得像孩子。',
  '错峰出行的{p}，人少景美。',
  '一个人的{p}之旅。',
  '被{p}的日落治愈了。',
];
const MIDDLES = [
  '早上六点出发，赶在人潮之前到达，光线刚刚好。',
  '推荐住在景区附近的民宿，老板很热情，还送了自家做的点心。',
  '这里的小吃一定要试试，路边那家老店排队的都是本地人。',
  '路线：地铁到终点站换乘景区大巴，全程大约一个半小时。',
  '天气变化快，记得带一件外套和雨具。',
  '门票建议提前在线预约，现场排队要很久。',
  '傍晚时分的光影最美，随手一拍都是大片。',
  '租了一辆电动车环游，风吹在脸上特别舒服。',
  '人均花费不到五百元，性价比很高。',
  '拍照机位在观景台左侧的小路尽头，游客很少。',
];
const CLOSINGS = [
  '下次还想再来！',
  '强烈推荐给喜欢安静的朋友。',
  '有问题可以在评论区问我～',
  '收藏起来，假期用得上。',
  '你们去过吗？',
  '这一趟值了。',
  '旅行的意义大概就是这样吧。',
  '',
];

/** A deterministic pseudo-random sequence, so every demo database looks the same. */
export function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

export function makePost(rand: () => number): { title: string; text: string; place: string } {
  const place = pick(rand, PLACES);
  const sentences = [pick(rand, OPENINGS).replace('{p}', place)];
  const n = 1 + Math.floor(rand() * 3);
  const middles = [...MIDDLES];
  for (let i = 0; i < n; i++) sentences.push(middles.splice(Math.floor(rand() * middles.length), 1)[0]!);
  sentences.push(pick(rand, CLOSINGS));
  const titles = [
    `${place}｜超详细游玩攻略`,
    `${place}，比想象中更美`,
    `在${place}度过的完美一天`,
    `${place}拍照指南`,
    `${place}避坑指南`,
  ];
  return { title: rand() < 0.7 ? pick(rand, titles) : '', text: sentences.filter(Boolean).join(''), place };
}
