// The open-in-app guide's strings. Every user-facing string lives in a messages file, so that an English table
// can follow with the same keys.

export const messages = {
  guide: {
    title: '在无忧行App中打开',
    lead: '发现更多旅行故事、目的地攻略和同城活动',
    features: ['海量旅行动态与攻略', '目的地好物与优惠券', '同城活动报名与签到'],
    open: '打开App',
    download: '下载App',
    weChatTitle: '请在浏览器中打开',
    weChatStep1: '点击右上角的 ··· 按钮',
    weChatStep2: '选择「在浏览器打开」',
    weChatStep3: '在浏览器中点击「打开App」',
    back: '返回社区',
  },
};
