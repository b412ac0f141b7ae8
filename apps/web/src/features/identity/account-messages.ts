// The top bar's account button is on every screen's first load; its three strings live apart from identity's
// other strings (messages.ts, ~2 KB gzip) so that the first view does not carry the login and register screens'.

export const accountMessages = {
  loginOrRegister: '登录',
  loginOrRegisterLabel: '登录或注册',
  myHomeLabel: '我的主页',
};
