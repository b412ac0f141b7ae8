// The places the demo community writes about. Each post (data/posts.ts) is about one place, so its pictures (drawn
// for the place's kind of landmark or scenery), topic and the comments under it agree with each other.

export type SceneKind =
  | 'mountain'
  | 'snow'
  | 'watertown'
  | 'citynight'
  | 'beach'
  | 'palace'
  | 'food'
  | 'lake'
  | 'desert'
  | 'grassland'
  | 'garden'
  | 'karst'
  | 'pagoda'
  | 'templegate'
  | 'citywall'
  | 'greatwall'
  | 'tower'
  | 'facade'
  | 'autumn'
  | 'nightmarket'
  | 'hotel';

export const SCENE_KINDS: readonly SceneKind[] = [
  'mountain',
  'snow',
  'watertown',
  'citynight',
  'beach',
  'palace',
  'food',
  'lake',
  'desert',
  'grassland',
  'garden',
  'karst',
  // Landmarks of their own shape (added after the landscapes, so the first kinds keep their picture numbers).
  'pagoda',
  'templegate',
  'citywall',
  'greatwall',
  'tower',
  'facade',
  'autumn',
  'nightmarket',
  'hotel',
];

export interface DemoPlace {
  name: string;
  kind: SceneKind;
  /** The demo topic (demo-text.ts TOPICS) a post about this place sits in. */
  topic: string;
  /** What readers ask or say under a post about this place. */
  comments: string[];
}

export const DEMO_PLACES: DemoPlace[] = [
  {
    name: '北京故宫',
    kind: 'palace',
    topic: '城市漫步',
    comments: [
      '周一闭馆差点踩坑，谢谢提醒',
      '钟表馆的表演几点开始？',
      '雪后的红墙太出片了',
      '神武门出来就是景山，可以顺便登高看全景',
    ],
  },
  {
    name: '慕田峪长城',
    kind: 'greatwall',
    topic: '周末去哪儿',
    comments: ['滑道小孩能坐吗？', '十月去刚好赶上红叶', '比八达岭舒服太多了', '缆车往返多少钱呀'],
  },
  {
    name: '西安城墙',
    kind: 'citywall',
    topic: '城市漫步',
    comments: ['骑一圈累不累？', '城墙上的灯亮起来好美', '回民街那家甑糕叫什么名字', '夏天建议傍晚去，白天太晒'],
  },
  {
    name: '京都清水寺',
    kind: 'pagoda',
    topic: '出境游攻略',
    comments: ['日本签证好办吗？', '三年坂的台阶要小心', '夜间参拜排了多久？', '红叶季住宿好难订'],
  },
  {
    name: '澳门大三巴',
    kind: 'facade',
    topic: '城市漫步',
    comments: ['港珠澳大桥过去方便吗', '猪肉脯试吃就饱了哈哈', '葡挞哪家最好吃？', '石板路穿运动鞋舒服点'],
  },
  {
    name: '杭州西湖',
    kind: 'lake',
    topic: '周末去哪儿',
    comments: [
      '苏堤骑车可以吗？',
      '清晨的西湖好安静',
      '片儿川是哪家呀',
      '断桥下雪那天人多不多',
      '杭州人默默路过，说得对',
    ],
  },
  {
    name: '大理洱海',
    kind: 'lake',
    topic: '周末去哪儿',
    comments: ['生态廊道可以骑电动车吗', '喜洲粑粑太好吃了', '住双廊还是古城好？', '大理的云真的不一样'],
  },
  {
    name: '青海湖',
    kind: 'lake',
    topic: '雪山与星空',
    comments: ['黑马河日出几点？', '七月去人多吗', '高反严重吗？', '油菜花和湖一起拍太美了'],
  },
  {
    name: '九寨沟',
    kind: 'lake',
    topic: '雪山与星空',
    comments: ['观光车要另外买票吗', '五花海的颜色没调过？', '十月底会下雪吗', '一天够不够？'],
  },
  {
    name: '黄山',
    kind: 'mountain',
    topic: '雪山与星空',
    comments: ['山顶住哪家？', '西海大峡谷走了多久', '云海太震撼了', '日出要几点起？', '膝盖不好能爬吗'],
  },
  {
    name: '张家界',
    kind: 'mountain',
    topic: '周末去哪儿',
    comments: ['门票几天有效？', '玻璃栈道腿软了', '住武陵源还是市区', '雨天去会不会看不到'],
  },
  {
    name: '长白山天池',
    kind: 'snow',
    topic: '雪山与星空',
    comments: ['看到天池了吗？', '冬天路好走吗', '温泉哪家好', '零下二十度太刺激了'],
  },
  {
    name: '稻城亚丁',
    kind: 'snow',
    topic: '雪山与星空',
    comments: ['可以骑马上去吗？', '高反吃什么药', '牛奶海的颜色好梦幻', '几月去最好？'],
  },
  {
    name: '乌镇',
    kind: 'watertown',
    topic: '古镇慢生活',
    comments: ['西栅东栅选哪个？', '住景区里贵不贵', '夜景太美了', '定胜糕好吃吗'],
  },
  {
    name: '婺源',
    kind: 'watertown',
    topic: '古镇慢生活',
    comments: ['油菜花几号开最好？', '篁岭要坐索道吗', '白墙黑瓦好有味道', '自驾方便吗'],
  },
  {
    name: '苏州拙政园',
    kind: 'garden',
    topic: '古镇慢生活',
    comments: ['一天能逛几个园子？', '雨天的园林太有意境了', '苏式汤面推荐哪家', '门票要预约吗'],
  },
  {
    name: '上海外滩',
    kind: 'citynight',
    topic: '城市漫步',
    comments: ['轮渡在哪里坐？', '几点关灯？', '夜景绝了', '周末人太多，工作日去好一点'],
  },
  {
    name: '重庆洪崖洞',
    kind: 'citynight',
    topic: '城市漫步',
    comments: ['千厮门大桥人好多', '火锅推荐哪家？', '长江索道排队久吗', '重庆的路真的会迷'],
  },
  {
    name: '香港维多利亚港',
    kind: 'citynight',
    topic: '出境游攻略',
    comments: ['八达通在哪里买？', '天星小轮好便宜', '山顶缆车排了多久', '幻彩咏香江每天都有吗'],
  },
  {
    name: '三亚亚龙湾',
    kind: 'beach',
    topic: '海岛度假',
    comments: ['酒店推荐哪家？', '第一市场怎么不被宰', '冬天去水凉吗', '小朋友玩得开心吗'],
  },
  {
    name: '厦门鼓浪屿',
    kind: 'beach',
    topic: '海岛度假',
    comments: ['船票在哪里买？', '岛上住一晚值得吗', '沙茶面好吃！', '三角梅什么季节开'],
  },
  {
    name: '巴厘岛',
    kind: 'beach',
    topic: '出境游攻略',
    comments: ['落地签多少钱？', '包车一天多少', '蜜月好浪漫', '海神庙日落几点'],
  },
  {
    name: '成都宽窄巷子',
    kind: 'food',
    topic: '寻味中国',
    comments: ['甜水面哪家正宗？', '钵钵鸡好辣吗', '盖碗茶多少钱一碗', '看饿了'],
  },
  {
    name: '汕头老城',
    kind: 'food',
    topic: '寻味中国',
    comments: ['吊龙涮几秒？', '汕头老城好出片', '哪家牛肉火锅最好？', '十二顿也太能吃了哈哈'],
  },
  {
    name: '敦煌鸣沙山',
    kind: 'desert',
    topic: '周末去哪儿',
    comments: ['鞋套在哪里租？', '莫高窟怎么约', '沙漠日落太美了', '骑骆驼多少钱'],
  },
  {
    name: '喀纳斯',
    kind: 'autumn',
    topic: '雪山与星空',
    comments: ['九月中旬去刚好', '禾木的木屋好可爱', '自驾还是跟团？', '新疆真大'],
  },
  {
    name: '呼伦贝尔草原',
    kind: 'grassland',
    topic: '周末去哪儿',
    comments: ['蒙古包冷不冷？', '银河好清楚', '咸奶茶喝得惯吗', '自驾路况怎么样'],
  },
  {
    name: '桂林漓江',
    kind: 'karst',
    topic: '周末去哪儿',
    comments: ['二十元背面的地方好找吗', '遇龙河竹筏多少钱', '啤酒鱼哪家好吃', '山水真的像画'],
  },
];
