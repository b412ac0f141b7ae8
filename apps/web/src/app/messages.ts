// Every user-facing string lives here so that an English table can follow with the same keys.
// Placeholders are {name}; fill them with fmt().

const zhCN = {
  app: {
    name: '旅行社区',
    loading: '加载中…',
    comingSoon: '即将开放',
    comingSoonHint: '该页面正在建设中，敬请期待',
    backHome: '返回社区',
    back: '返回',
  },
  api: {
    serverFailed: '服务器请求失败!',
    timeout: '网络超时，请稍后再试',
    offline: '网络连接失败，请检查网络',
  },
  feed: {
    title: '旅行社区',
    tabLatest: '最新',
    tabHot: '热门',
    noMore: '没有更多了',
    loadingMore: '正在加载…',
    loadMoreFailed: '加载失败，点击重试',
    empty: '还没有内容',
    emptyHint: '去发现更多旅行故事吧',
    errorTitle: '加载失败',
    errorHint: '网络开小差了，请稍后再试',
    retry: '重新加载',
    refreshFailed: '刷新失败',
    pullToRefresh: '下拉刷新',
    releaseToRefresh: '释放立即刷新',
    refreshing: '加载中…',
    refreshed: '刷新成功',
    likes: '{count}赞',
    likeLabel: '点赞数',
    untitled: '分享图片',
    countTenThousand: '{n}万',
  },
  image: {
    failed: '图片加载失败',
  },
};

export type Messages = typeof zhCN;
export type Locale = 'zh-CN';

export const messages: Messages = zhCN;

/** Fills {name} placeholders; unknown names stay visible so a missing value is noticed, not hidden. */
export function fmt(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
