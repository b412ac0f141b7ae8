// Demo text for the community beyond dynamics: comments, articles, talents, adverts, hot words.

export const SUBCLASSES = ['玩法', '美食', '风景', '人文', '攻略'];

export const COMMENTS = [
  '太美了，已收藏！',
  '请问是几月份去的？',
  '照片拍得真好，用的什么相机？',
  '下个月就去，求详细路线～',
  '人多吗？周末去会不会排队？',
  '看完立刻想出发',
  '这家店我也去过，确实好吃',
  '感谢分享，很实用',
  '门票多少钱呀？',
  '住宿有推荐吗？',
  '光线绝了！',
  '带老人去方便吗？',
  '我上周刚去，天气特别好',
  '收藏了，假期就去',
  '博主好会拍',
  '这个角度第一次见',
  '请问需要提前预约吗？',
  '好治愈啊',
  '种草了',
  '同款路线走过，强烈推荐',
];

export const REPLIES = [
  '四月去的，花开得正好',
  '不用预约，早点去就行',
  '手机拍的哈哈',
  '工作日人很少',
  '住在古城里面很方便',
  '门票不贵，学生半价',
  '可以的，有无障碍通道',
  '谢谢喜欢～',
  '私信你路线',
  '一起去呀！',
];

export const ARTICLE_PARAGRAPHS = [
  '第一天上午抵达后先去酒店放行李，下午沿湖慢慢走，傍晚找一个视野开阔的地方等日落。',
  '交通方面，市区地铁和公交都很方便，景区之间建议打车，节省体力。',
  '住宿推荐选在老城区或景区附近，步行可达的地方最省心，旺季至少提前两周预订。',
  '美食不用刻意找网红店，跟着本地人排队的小店走，基本不会踩雷。',
  '天气多变，防晒和雨具都要带上；高原地区注意循序渐进，避免剧烈运动。',
  '拍照建议早起，清晨的光线柔和，游客也少，随手一拍都是大片。',
  '预算方面，人均每天三百到五百元可以玩得很舒服。',
  '最后提醒：景区门票多数需要提前在线预约，记得带好身份证。',
];

export const TALENT_TITLES = [
  '旅行摄影师',
  '美食探店达人',
  '亲子游规划师',
  '自驾游老司机',
  '户外徒步向导',
  '城市漫游家',
];
export const TALENT_CATEGORIES = ['摄影', '美食', '亲子', '自驾', '户外', '城市'];

export const HOT_WORDS = [
  '西湖',
  '川西自驾',
  '厦门美食',
  '大理',
  '亲子游',
  '露营',
  '赏花',
  '古镇',
  '海岛',
  '雪山',
  '徒步',
  '日落',
];

export const CATEGORIES = {
  main: ['推荐', '目的地', '攻略', '美食', '住宿', '活动'],
  diy: ['说走就走', '小众秘境', '城市周边', '周末两天'],
};

export const ADVERTS = [
  { page_slot: 'speakTopic', title: '春日赏花季，精选线路低至5折', link_url: '/activitySquare' },
  { page_slot: 'speakTopic', title: '发布动态赢无忧币', link_url: '/content/publishrules' },
  { page_slot: 'topicSquare', title: '话题广场：分享你的旅行故事', link_url: '/topicSquare' },
  { page_slot: 'personHome', title: '成为认证创作者', link_url: '/certified/creator' },
];

export const CLUBS = [
  { name: '杭州周末徒步团', intro: '每周末一起走杭州的山和湖' },
  { name: '川西自驾联盟', intro: '318、317，一起上路' },
  { name: '城市摄影俱乐部', intro: '用镜头记录城市的温度' },
];

export const SYSTEM_NOTICES = [
  { title: '欢迎加入旅行社区', excerpt: '发布你的第一条动态，和大家分享旅途中的美好。' },
  { title: '社区公约更新', excerpt: '为营造友善的交流环境，我们更新了社区公约，请查看发布规则。' },
];
