// Demo community people and topics (the posts themselves are data/posts.ts). Marked is_demo in the database and never loaded in production.
import type { SceneKind } from './demo-places.ts';

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

export const TOPICS: { title: string; description: string; subclass: string; cover: SceneKind }[] = [
  { title: '周末去哪儿', description: '两天一夜的小旅行，说走就走', subclass: '玩法', cover: 'lake' },
  { title: '寻味中国', description: '一座城，一碗面，一段记忆', subclass: '美食', cover: 'food' },
  { title: '雪山与星空', description: '川西、滇北、藏东南的高原故事', subclass: '风景', cover: 'snow' },
  { title: '海岛度假', description: '阳光、沙滩和慢下来的时间', subclass: '风景', cover: 'beach' },
  { title: '古镇慢生活', description: '青石板路上的烟火气', subclass: '人文', cover: 'watertown' },
  { title: '城市漫步', description: '用脚步丈量一座城', subclass: '玩法', cover: 'citynight' },
  { title: '亲子出游', description: '带着孩子看世界', subclass: '玩法', cover: 'grassland' },
  { title: '出境游攻略', description: '签证、交通、住宿，一篇讲清楚', subclass: '攻略', cover: 'palace' },
];

/** What each demo user says about themselves, in the order of NICKNAMES. */
export const BIOS = [
  '周末就往山里跑，五岳走了四个',
  '厦门土著，带你吃遍八市',
  '刚毕业，穷游二十个城市中',
  '不赶路，一个地方住一周',
  '摄影爱好者，专拍日出日落',
  '带着猫旅行的第三年',
  '民航人，飞到哪玩到哪',
  '目标是走完全国34个省级行政区',
  '广州人，早茶和山水都爱',
  '成都上班族，假期都在川西',
  '小学老师，寒暑假出发',
  '苏州园林控，下雨天最爱逛园子',
  '西北自驾十年，老司机',
  '单反加无人机，航拍爱好者',
  '上海打工人，周末两天小旅行',
  '海边长大，爱潜水',
  '古镇收集者，已打卡六十个',
  '登山爱好者，四姑娘山二峰登顶',
  '海岛度假专业户',
  '城市漫步，喜欢老街和咖啡店',
  '吃货一枚，旅行只为一口吃的',
  '北京胡同里长大的猫奴',
  '骑行川藏线318的少年',
  '天文爱好者，追星星去过阿里',
  '内蒙古人，欢迎来草原做客',
  '沙漠徒步三次，还想再去',
  '背包走过东南亚十国',
  '江南人，爱青石板路和雨',
  '潮汕阿伯，牛肉火锅我最懂',
  '康定人，川西的事问我',
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
