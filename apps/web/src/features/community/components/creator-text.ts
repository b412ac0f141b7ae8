// The certified creator programme's description: a document, kept with its screen's chunk rather than in the
// message table every screen loads (its headings and buttons are in messages.ts).

export const CREATOR_TEXT = {
  what: '认证创作者是社区中持续产出优质旅行内容的作者。认证后，你的主页和内容将展示创作者标识，优质内容会获得更多推荐。',
  benefits: [
    '专属认证标识，展示在主页与内容作者栏',
    '优质内容优先进入热门推荐与话题精选',
    '受邀参与目的地体验与品牌合作活动',
    '创作者专属运营支持与数据分析',
  ],
  requirements: [
    '已绑定手机号，账号无违规记录',
    '近90天发布不少于10篇原创旅行动态',
    '累计获赞与收藏不少于500',
    '内容真实原创，遵守《社区发布规范》',
  ],
} as const;
