import { beforeAll, describe, expect, it } from 'vitest';
import { buildContentScreener, type ContentScreener } from './content-screener.ts';

// The shipped lexicon and allowed words read ordinary travel writing as a person would (docs/product/content-filter.md,
// "What is listed"): a listed word that appears only across a word boundary of an allowed phrase is not found, and the
// same listed word written on its own still is.

let built: ContentScreener;
beforeAll(async () => {
  built = await buildContentScreener([]);
});
const found = (text: string) => built.screener.scan(text).map((hit) => built.entries[hit.tag]?.word);

describe('allowed phrases shelter a listed word across a word boundary', () => {
  it.each([
    ['在东京站买子弹头列车的票去京都'],
    ['有人问哪里买子弹头高铁的票'],
    ['车站里有人卖子弹头列车的模型'],
    ['周末去参加薇薇的婚礼'],
    ['参加薇娅直播间的抽奖'],
    ['周末参加薇拉组织的徒步'],
  ])('passes %s', (text) => {
    expect(found(text)).toEqual([]);
  });

  it.each<[string, string]>([
    ['网上买子弹，包邮', '买子弹'],
    ['买子弹头，私聊', '买子弹'],
    ['想拼车的加薇 abc123', '加薇'],
    ['参加薇薇的婚礼后加薇信聊', '加薇信'],
  ])('still finds the listed word written on its own: %s', (text, word) => {
    expect(found(text)).toContain(word);
  });
});

describe('ordinary travel sentences pass', () => {
  it.each([
    ['成都大熊猫基地一早去人少'],
    ['台湾环岛骑行十天的路线'],
    ['新疆喀纳斯秋天的白桦林'],
    ['西藏布达拉宫需要提前预约'],
    // A casino hotel is where many visitors to Macau sleep; only gambling itself (赌钱, 网上赌场…) is listed.
    ['澳门赌场酒店住宿性价比不错'],
    ['拉斯维加斯的赌场酒店很便宜'],
    ['北京天安门广场看升旗要早起'],
    ['拉萨八廓街转经的人很多'],
    ['乌鲁木齐大巴扎吃烤包子'],
    ['在香港坐叮叮车游中环'],
    ['台北故宫博物院'],
    ['法国巴黎卢浮宫'],
    ['酒店前台可以开发票，报销很方便'],
    ['曼谷的泰式按摩一小时两百泰铢'],
    ['去射击俱乐部打了实弹射击'],
    ['景区门口有人卖大麻花和煎饼'],
    ['新疆的维吾尔族美食很多'],
    ['川藏线318自驾不要超速'],
    ['海边的烟花秀很漂亮'],
    ['导游小姐姐讲解很细'],
    ['坐新干线子弹头去京都'],
  ])('%s', (text) => {
    expect(found(text)).toEqual([]);
  });
});
