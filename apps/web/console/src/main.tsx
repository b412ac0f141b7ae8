import '@ant-design/v5-patch-for-react-19';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './console-app';

// The operations console: its own entry, page and bundle (vite.console.config.ts); nothing of it reaches the H5.
createRoot(document.getElementById('console-root')!).render(
  <StrictMode>
    <ConfigProvider locale={zhCN}>
      <ConsoleApp />
    </ConfigProvider>
  </StrictMode>,
);
