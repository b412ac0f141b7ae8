// The offline feature's strings (docs/product/offline.md). Every user-facing string lives in a messages file.

export const messages = {
  bar: {
    /** Shown over a screen whose data came from the device. */
    stale: '离线 · 更新于 {time}',
    staleDay: '离线 · 更新于 {date}',
    update: '有新版本',
    reload: '刷新',
    sent: '已发送 {n} 条离线操作',
    refused: '「{label}」未能发送：{reason}',
  },
  screen: {
    title: '离线内容',
    empty: '还没有离线保存的内容',
    emptyHint: '在攻略、地点和报名页点「离线保存」，没有网络时也能看',
    total: '共 {size}',
    quota: '已用 {used} / 可用 {quota}',
    persisted: '已申请长期保存',
    notPersisted: '浏览器可能在空间不足时清理',
    delete: '删除',
    deleted: '已删除',
    auto: '自动保存',
    kinds: { article: '攻略', poi: '地点', signup: '报名', content: '动态', activity: '活动' },
    unsupported: '这个浏览器不支持离线保存',
    settings: '设置',
    lite: '省流量',
    liteHint: '图片用更小的尺寸和更低的画质，不自动播放视频',
    used: '本次使用流量',
  },
} as const;
