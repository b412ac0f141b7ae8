import 'antd-mobile/es/global';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setupAntdMobile } from './antd-mobile-setup';
import { App } from './app';
import { queryClient } from './query-client';
import { createAppRouter } from './routes';
import { connectRouter } from './session/connect-router';
import { startSession } from './session/start-session';

// Before anything renders: a Toast shown during the first render would otherwise crash on React 19.
setupAntdMobile();
// Before the router reads the address: token parameters leave it, the session's parameters are kept.
startSession();
const router = createAppRouter();
connectRouter(router, queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
