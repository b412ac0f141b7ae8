// 我的's words (docs/product/shell.md "我的"): with its screen, out of the shell's first load.

export const mineMessages = {
  login: '登录 / 注册',
  loginHint: '登录后查看你的活动、优惠券、收藏和积分',
  openHome: '我的主页',
  counts: { content: '动态', following: '关注', followers: '粉丝', likes: '获赞' },
  groupMine: '我的服务',
  groupSettings: '设置',
  activities: '我的活动',
  coupons: '我的券',
  collections: '我的收藏',
  points: '我的积分',
  pointsValue: '{n} 无忧币',
  messages: '消息',
  account: '账号与安全',
  privacy: '隐私中心',
  about: '关于',
  aboutText: '{name} · 版本 {version}',
  agreement: '用户协议',
  policy: '隐私政策',
  rules: '社区规范',
};
