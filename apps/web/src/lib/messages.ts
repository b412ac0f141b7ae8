// The few strings every floor shows (loading, a failed load, the API client's failures, counts), and fmt().
// Each area keeps its own strings beside it (features/<area>/messages.ts); the shared ui pieces' are in
// ui/messages.ts. Every user-facing string lives in a messages file, so that an English table can follow.

export const common = {
  loading: '加载中…',
  errorTitle: '加载失败',
  errorHint: '网络开小差了，请稍后再试',
  retry: '重新加载',
  serverFailed: '服务器请求失败!',
  timeout: '网络超时，请稍后再试',
  offline: '网络连接失败，请检查网络',
  countTenThousand: '{n}万',
};

/** Fills {name} placeholders; unknown names stay visible so a missing value is noticed, not hidden. */
export function fmt(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
