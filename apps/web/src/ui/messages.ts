// Strings of the shared ui pieces (channel buttons, open-app prompts, the image viewer, the debug console, the
// native-login panel). Every user-facing string lives in a messages file, so that an English table can follow.

export const uiMessages = {
  image: {
    failed: '图片加载失败',
  },
  channel: {
    release: '发布',
    releaseLabel: '发布动态',
    follow: '关注',
    following: '已关注',
    collect: '收藏',
    collected: '已收藏',
    circle: '我的圈子',
    card: '名片',
    inletTitle: '目的地好物',
    inletHint: '精选当地美食、门票与特色好物',
    inletAction: '去逛逛',
  },
  openApp: {
    title: '查看更多精彩',
    text: '打开无忧行App，看更多旅行故事与目的地攻略',
    enter: '进入App',
    later: '以后再说',
    opening: '正在打开无忧行App…',
    notOpened: '没能打开App？',
    download: '下载无忧行App',
    openAgain: '再次打开',
    moreInApp: '打开App查看更多精彩',
  },
  viewer: {
    counter: '{index} / {total}',
    close: '关闭',
    empty: '没有可以查看的图片',
  },
  debug: {
    title: '调试',
    logs: '日志',
    network: '网络',
    storage: '存储',
    clear: '清空',
    close: '关闭',
    reopen: '调试',
    empty: '暂无记录',
    remove: '删除',
    local: 'localStorage',
    session: 'sessionStorage',
    resources: '其他资源',
  },
  poi: {
    skeleton: '正在加载地点信息',
  },
  login: {
    loggingIn: '正在登录…',
    loggingInHint: '请在无忧行App中完成登录',
    failed: '登录未完成',
    failedHint: '没有收到登录信息，请重新登录',
    retry: '重新登录',
    redirecting: '正在前往登录…',
  },
};
