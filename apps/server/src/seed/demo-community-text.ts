// Demo text for the community beyond dynamics: comments, articles, talents, adverts, hot words.

export const SUBCLASSES = ['玩法', '美食', '风景', '人文', '攻略'];

/**
 * What anyone may say under any post: nothing here states a fact about a place (opening days, booking, prices),
 * which only the place's own comments and the post itself may do.
 */
export const COMMENTS = [
  '太美了，已收藏！',
  '请问是几月份去的？',
  '看完立刻想出发',
  '感谢分享，很实用',
  '收藏了，假期就去',
  '这个角度第一次见',
  '好治愈啊',
  '写得真细，省了我好多功课',
];

/** Answers of a post's author: thanks and company, never a claim about the place (no "不用预约"). */
export const REPLIES = ['谢谢喜欢～', '私信你路线', '一起去呀！', '有问题随时问我', '祝你玩得开心', '照着走就不会错'];

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
  // Evergreen: the demo is opened in every season, and a spring sale in November rings false.
  { page_slot: 'speakTopic', title: '周末去哪儿：精选线路低至5折', link_url: '/activitySquare' },
  { page_slot: 'speakTopic', title: '发布动态赢无忧币', link_url: '/content/publishrules' },
  { page_slot: 'topicSquare', title: '旅行活动报名中：和旅友一起出发', link_url: '/activitySquare' },
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
