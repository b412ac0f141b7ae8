// The privacy centre's strings, and the privacy policy and user agreement it shows (docs/product/privacy.md). Apart
// from identity's messages.ts so that the login screens do not carry them.

export const privacyMessages = {
  title: '隐私中心',
  entry: '隐私中心',
  entryHint: '下载我的数据、注销账号',
  loadFailed: '加载失败，请稍后重试',
  retry: '重新加载',
  needLogin: '请先登录',
  // A copy of one's data
  exportTitle: '下载我的数据',
  exportLead:
    '我们会把你的资料、发布的动态和文章、评论、点赞、收藏、关注、活动报名和积分记录整理成一个 JSON 文件。文件中其他用户只以公开的用户编号和昵称出现。',
  exportAsk: '申请下载',
  exportAgain: '重新生成',
  exportQueued: '正在整理你的数据，请稍候…',
  exportReady: '已生成（{size}），{date} 前可下载',
  exportFailed: '生成失败，请重新申请',
  exportDownload: '下载文件',
  exportAsked: '已提交，整理好后可在此下载',
  // Cancellation
  cancelTitle: '注销账号',
  cancelLead: '注销申请提交后有 15 天冷静期。冷静期内你仍可正常登录，并可随时撤销注销。',
  cancelErased: [
    '冷静期结束后，以下信息将被永久删除或匿名化，且无法恢复：',
    '昵称改为“已注销用户”，头像、简介、密码清空；',
    '手机号解除绑定，该号码可重新注册为新账号；',
    '第三方登录绑定、活动报名填写的个人信息、关注与粉丝关系、黑名单全部删除；',
    '所有登录状态失效；积分、优惠券等权益一并作废。',
  ],
  postsQuestion: '你发布的动态和文章：',
  postsKeep: '保留，作者显示为“已注销用户”',
  postsRemove: '随账号一起删除',
  codeTo: '验证码将发送至你绑定的手机号 {mobile}',
  noMobile: '你的账号未绑定手机号，暂不能在线注销，请联系客服。',
  cancelSubmit: '申请注销',
  cancelConfirmTitle: '确定申请注销账号吗？',
  cancelConfirmHint: '15 天后账号将被注销，期间可随时撤销。',
  cancelConfirm: '确定注销',
  cancelAbort: '再想想',
  cancelDone: '已提交注销申请',
  pendingTitle: '注销申请处理中',
  pendingText: '你的账号将于 {date} 注销。在此之前你可以撤销注销，继续使用账号。',
  pendingPostsKeep: '届时你发布的内容将保留，作者显示为“已注销用户”。',
  pendingPostsRemove: '届时你发布的内容将一并删除。',
  revoke: '撤销注销',
  revoked: '已撤销注销，账号恢复正常',
  // Documents
  docsTitle: '协议与政策',
  policyLink: '隐私政策',
  agreementLink: '用户协议',
  policyTitle: '隐私政策',
  agreementTitle: '用户协议',
  policy: [
    {
      heading: '我们收集哪些信息',
      text: '手机号：用于登录、找回密码和账号安全；昵称、头像、简介：由你填写并公开展示；你发布的动态、文章、评论、点赞、收藏和关注；活动报名时你填写的信息；积分和任务记录。',
    },
    {
      heading: '我们如何保存',
      text: '手机号以加密形式保存，查找时只使用无法还原的密钥摘要；活动报名中的姓名、手机号、证件号等同样加密保存，只有你本人能看到完整内容，主办方只能看到脱敏信息。所有页面展示的手机号均为脱敏形式。',
    },
    {
      heading: '我们保留多久',
      text: '账号存续期间保留你的信息。短信验证码、登录尝试等安全记录只保留到失效为止（最长一天）。数据副本生成后保留 7 天，到期自动删除。',
    },
    {
      heading: '你的权利',
      text: '你可以随时在隐私中心下载你的数据副本，修改昵称、头像和简介，或申请注销账号。注销有 15 天冷静期，期间可撤销；冷静期结束后，你的个人信息将被删除或匿名化。',
    },
    {
      heading: '共享与披露',
      text: '未经你的同意，我们不会向第三方提供你的个人信息，法律法规另有规定的除外。第三方登录只用于确认你的身份。',
    },
  ],
  agreement: [
    {
      heading: '账号',
      text: '你的账号仅限本人使用，请妥善保管登录凭证；因账号被他人使用造成的损失，由你自行承担。',
    },
    {
      heading: '内容',
      text: '你应遵守法律法规及社区发布规范，不得发布违法、侵权或骚扰他人的内容。你发布的内容在你删除或注销账号前持续公开展示。',
    },
    {
      heading: '注销',
      text: '你可以在隐私中心申请注销账号。注销生效后账号无法恢复，账号内的积分和权益一并作废；你可以选择保留（匿名展示）或删除你发布的内容。',
    },
  ],
};
