// The 消息 screen's words (/messages): the four groups, a notice's line when it carries none, the empty states.

export const messages = {
  notices: {
    groups: {
      like: '赞和收藏',
      comment: '评论和回复',
      follow: '新增关注',
      system: '系统通知',
    },
    groupUnread: '{label}，{n}条未读',
    /** What a notice says when it was written without a line of its own (older likes). */
    lines: {
      like: '赞了你的动态',
      comment: '评论了你的动态',
      follow: '关注了你',
      system: '系统通知',
    },
    system: '系统通知',
    unread: '未读',
    empty: {
      like: '还没有人赞或收藏你的内容',
      comment: '还没有人评论或回复你',
      follow: '还没有新的关注',
      system: '暂无系统通知',
    },
    emptyHint: '发布动态、参与活动，消息会出现在这里',
    more: { loading: '加载中…', noMore: '没有更多了', failed: '加载失败，点击重试' },
    entry: '消息',
    entryUnread: '消息，{n}条未读',
  },
} as const;
