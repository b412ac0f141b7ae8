// The strings of the home feed's first load (/speakTopic: tabs, cards, the topic header, the search entry), apart
// from the rest of the community's (messages.ts re-exports them under the same keys): the bundler keeps an object
// whole, so the feed's first load would otherwise carry every string of the area (docs/product/budgets.md).

export const feedMessages = {
  feed: {
    tabLatest: '最新',
    tabHot: '热门',
    /** The foot of every infinite list of the area (LoadMore's labels). */
    more: { loading: '正在加载…', noMore: '没有更多了', failed: '加载失败，点击重试' },
    empty: '还没有内容',
    emptyHint: '去发现更多旅行故事吧',
    refreshFailed: '刷新失败',
    pullToRefresh: '下拉刷新',
    releaseToRefresh: '释放立即刷新',
    refreshing: '加载中…',
    refreshed: '刷新成功',
    likes: '{count}赞',
    likeLabel: '点赞数',
    untitled: '分享图片',
    /** A card whose post its author changed (docs/product/trust.md). */
    edited: '已编辑',
  },
  topic: {
    contents: '{n}篇内容',
    views: '{n}次浏览',
    participants: '{n}人参与',
    join: '参与话题',
    joined: '已参与',
    missing: '话题不存在或已下线',
  },
  searchEntry: '搜索动态、话题、目的地',
};
