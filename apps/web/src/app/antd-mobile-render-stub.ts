// Stands in for antd-mobile's legacy renderer (see vite.config.ts): setupAntdMobile() replaces it before use.
const notSetUp = () => {
  throw new Error('antd-mobile rendered before setupAntdMobile(): call it in main.tsx first');
};

export const render = notSetUp;
export const unmount = notSetUp;
