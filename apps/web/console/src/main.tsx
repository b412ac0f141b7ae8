import '@ant-design/v5-patch-for-react-19';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './console-app';

// Ant Design's default blue under white text (4.1:1) and its grey help text (3.4:1) fall short of WCAG AA's 4.5:1;
// the console uses the next darker blue of its palette (6.2:1) and a darker grey (7:1).
const theme = { token: { colorPrimary: '#0958d9', colorTextDescription: 'rgba(0, 0, 0, 0.65)' } };

// The operations console: its own entry, page and bundle (vite.console.config.ts); nothing of it reaches the H5.
createRoot(document.getElementById('console-root')!).render(
  <StrictMode>
    <ConfigProvider locale={zhCN} theme={theme}>
      <ConsoleApp />
    </ConfigProvider>
  </StrictMode>,
);
