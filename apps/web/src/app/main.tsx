import 'antd-mobile/es/global';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setupAntdMobile } from './antd-mobile-setup';
import { App } from './app';

// Before anything renders: a Toast shown during the first render would otherwise crash on React 19.
setupAntdMobile();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
