import type { CurrencyCode } from '../../platform/db/schema.ts';

// The mall's demo catalogue: for each well-known place, products with SKUs (date, package, person type), hotels
// around it and coupons. Coordinates are WGS-84, used when the places area has no POI of that name.

export interface DemoSku {
  options: [string, string][];
  price: number;
  stock: number;
}
export interface DemoProduct {
  title: string;
  titleEn: string;
  subtitle: string;
  currency: CurrencyCode;
  marketPrice?: number;
  tags: string[];
  skus: DemoSku[];
  promotion?: { title: string; label: string; price: number };
}
export interface DemoPlace {
  name: string;
  nameEn: string;
  lat: number;
  lng: number;
  products: DemoProduct[];
  hotels: { name: string; nameEn: string; stars: number; score: number; price: number; currency?: CurrencyCode }[];
}

const dates = (prices: [string, number][], person: [string, number][], stock: number): DemoSku[] =>
  prices.flatMap(([date, base]) =>
    person.map(([who, factor]) => ({
      options: [
        ['日期', date],
        ['人群', who],
      ] as [string, string][],
      price: Math.round(base * factor),
      stock,
    })),
  );

const ADULT_CHILD: [string, number][] = [
  ['成人', 1],
  ['儿童', 0.5],
];

export const DEMO_PLACES: DemoPlace[] = [
  {
    name: '故宫',
    nameEn: 'The Palace Museum',
    lat: 39.9163,
    lng: 116.3972,
    products: [
      {
        title: '故宫博物院门票',
        titleEn: 'Palace Museum Ticket',
        subtitle: '实名预约 · 含珍宝馆可选',
        currency: 'CNY',
        marketPrice: 6000,
        tags: ['门票', '实名预约'],
        skus: dates(
          [
            ['旺季工作日', 6000],
            ['旺季周末', 6000],
          ],
          ADULT_CHILD,
          500,
        ),
      },
      {
        title: '故宫深度讲解半日游',
        titleEn: 'Forbidden City Guided Half-day Tour',
        subtitle: '资深讲解员 · 10人小团',
        currency: 'CNY',
        marketPrice: 29900,
        tags: ['讲解', '小团'],
        skus: [
          {
            options: [
              ['套餐', '上午场'],
              ['人群', '成人'],
            ],
            price: 19900,
            stock: 20,
          },
          {
            options: [
              ['套餐', '下午场'],
              ['人群', '成人'],
            ],
            price: 18900,
            stock: 2,
          },
        ],
        // Below both sessions (18900 and 19900): a promotion is a saving on every choice.
        promotion: { title: '早鸟立减', label: '限时', price: 16900 },
      },
    ],
    hotels: [
      { name: '北京王府井文华东方酒店', nameEn: 'Mandarin Oriental Wangfujing', stars: 5, score: 4.8, price: 298000 },
      { name: '北京皇家驿栈', nameEn: 'The Emperor Qianmen', stars: 4, score: 4.6, price: 126000 },
      { name: '南锣鼓巷四合院客栈', nameEn: 'Nanluoguxiang Courtyard Inn', stars: 3, score: 4.5, price: 58000 },
    ],
  },
  {
    name: '外滩',
    nameEn: 'The Bund',
    lat: 31.24,
    lng: 121.49,
    products: [
      {
        title: '黄浦江夜游船票',
        titleEn: 'Huangpu River Night Cruise',
        subtitle: '外滩陆家嘴双岸夜景',
        currency: 'CNY',
        marketPrice: 16000,
        tags: ['夜游', '游船'],
        skus: dates(
          [
            ['19:00 班次', 12000],
            ['20:30 班次', 13500],
          ],
          ADULT_CHILD,
          300,
        ),
        promotion: { title: '夜游特惠', label: '立减', price: 5500 },
      },
      {
        title: '外滩观景台无忧币兑换券',
        titleEn: 'Bund Observation Deck (WYB)',
        subtitle: '用无忧币兑换',
        currency: 'WYB',
        tags: ['兑换'],
        skus: [{ options: [['套餐', '单人']], price: 800, stock: 50 }],
      },
    ],
    hotels: [
      {
        name: '上海外滩华尔道夫酒店',
        nameEn: 'Waldorf Astoria Shanghai on the Bund',
        stars: 5,
        score: 4.9,
        price: 320000,
      },
      { name: '上海和平饭店', nameEn: 'Fairmont Peace Hotel', stars: 5, score: 4.8, price: 268000 },
      { name: '外滩青年旅舍', nameEn: 'Bund Youth Hostel', stars: 2, score: 4.3, price: 22000 },
    ],
  },
  {
    name: '西湖',
    nameEn: 'West Lake',
    lat: 30.246,
    lng: 120.15,
    products: [
      {
        title: '西湖游船 · 三潭印月登岛',
        titleEn: 'West Lake Boat and Three Pools Island',
        subtitle: '含登岛门票',
        currency: 'CNY',
        marketPrice: 7000,
        tags: ['游船', '登岛'],
        skus: dates([['任意日期', 5500]], ADULT_CHILD, 800),
      },
    ],
    hotels: [
      { name: '杭州西子湖四季酒店', nameEn: 'Four Seasons Hangzhou at West Lake', stars: 5, score: 4.9, price: 358000 },
      { name: '西湖国宾馆', nameEn: 'West Lake State Guest House', stars: 5, score: 4.7, price: 168000 },
    ],
  },
  {
    name: '颐和园',
    nameEn: 'Summer Palace',
    lat: 39.9999,
    lng: 116.2755,
    products: [
      {
        title: '颐和园联票',
        titleEn: 'Summer Palace Combo Ticket',
        subtitle: '含佛香阁、苏州街',
        currency: 'CNY',
        tags: ['门票'],
        skus: dates([['任意日期', 6000]], ADULT_CHILD, 600),
      },
    ],
    hotels: [{ name: '颐和安缦', nameEn: 'Aman Summer Palace', stars: 5, score: 4.9, price: 450000 }],
  },
  {
    name: '长城',
    nameEn: 'Great Wall (Badaling)',
    lat: 40.3588,
    lng: 116.02,
    products: [
      {
        title: '八达岭长城一日游',
        titleEn: 'Badaling Great Wall Day Trip',
        subtitle: '含往返交通与午餐',
        currency: 'USD',
        marketPrice: 8900,
        tags: ['一日游', '含交通'],
        skus: [
          {
            options: [
              ['套餐', '含缆车'],
              ['人群', '成人'],
            ],
            price: 6900,
            stock: 40,
          },
          {
            options: [
              ['套餐', '不含缆车'],
              ['人群', '成人'],
            ],
            price: 5500,
            stock: 40,
          },
        ],
      },
    ],
    hotels: [{ name: '长城脚下的公社', nameEn: 'Commune by the Great Wall', stars: 5, score: 4.6, price: 188000 }],
  },
  {
    name: '兵马俑',
    nameEn: 'Terracotta Army',
    lat: 34.3853,
    lng: 109.2785,
    products: [
      {
        title: '秦始皇帝陵博物院门票',
        titleEn: 'Terracotta Warriors Museum Ticket',
        subtitle: '含兵马俑与丽山园',
        currency: 'CNY',
        tags: ['门票'],
        skus: dates([['任意日期', 12000]], ADULT_CHILD, 1000),
      },
    ],
    hotels: [{ name: '临潼华清宫御汤酒店', nameEn: 'Huaqing Palace Hotel', stars: 4, score: 4.4, price: 78000 }],
  },
  {
    name: '布达拉宫',
    nameEn: 'Potala Palace',
    lat: 29.6558,
    lng: 91.1169,
    products: [
      {
        title: '布达拉宫预约讲解',
        titleEn: 'Potala Palace Guided Visit',
        subtitle: '藏族讲解员',
        currency: 'CNY',
        tags: ['讲解'],
        skus: [{ options: [['套餐', '标准讲解']], price: 20000, stock: 3 }],
      },
    ],
    hotels: [{ name: '拉萨瑞吉度假酒店', nameEn: 'The St. Regis Lhasa Resort', stars: 5, score: 4.8, price: 198000 }],
  },
  {
    name: '东京塔',
    nameEn: 'Tokyo Tower',
    lat: 35.6586,
    lng: 139.7454,
    products: [
      {
        title: '东京塔主展望台门票',
        titleEn: 'Tokyo Tower Main Deck Ticket',
        subtitle: '即买即用',
        currency: 'HKD',
        tags: ['门票', '即买即用'],
        skus: dates([['任意日期', 7200]], ADULT_CHILD, 400),
        promotion: { title: '港币特惠', label: '特价', price: 3200 },
      },
    ],
    hotels: [
      { name: '东京王子花园塔酒店', nameEn: 'The Prince Park Tower Tokyo', stars: 5, score: 4.6, price: 220000 },
      { name: '芝公园酒店', nameEn: 'Shiba Park Hotel', stars: 4, score: 4.4, price: 98000, currency: 'HKD' },
    ],
  },
];
