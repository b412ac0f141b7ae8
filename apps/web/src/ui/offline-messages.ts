// The offline pieces' strings (docs/product/offline.md), apart from ui/messages.ts: that file is in the first load,
// these are not.
export const offlineMessages = {
  title: '没有网络，这一页还没有保存在手机上',
  hint: '联网后再打开；下面这些现在就能看',
  none: '还没有离线保存的内容：在攻略、地点和报名页点「离线保存」',
  all: '全部离线内容',
  save: '离线保存',
  saving: '保存中…',
  saved: '已离线保存',
  savedToast: '已保存到手机，没有网络也能看（{size}）',
  saveFailed: '没能离线保存，请稍后再试',
};
