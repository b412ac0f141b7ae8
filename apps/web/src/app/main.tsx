import 'antd-mobile/es/global';
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { startIdentity } from '../features/identity/start-identity';
import { whenIdle } from '../lib/when-idle';
import { App } from './app';
import { queryClient } from '../api/query-client';
import { resolveScreen } from './routes';
import { createAppRouter } from './start/app-router';
import { connectRouter } from './start/connect-router';
import { startSession } from './start/start-session';

// Before the router reads the address: token parameters leave it, the session's parameters are kept.
startSession();
const router = createAppRouter(resolveScreen);
connectRouter(router, queryClient);
// After the router is connected: the login bootstrap may send the visitor on (/gdvip).
const simulators = startIdentity();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
// The first render is a transition: React renders it in slices of a few milliseconds, yielding to the browser
// between them, instead of one long task that blocks input while the first screen builds.
const render = () => {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
};
// Development builds wait for the simulated app bridge, which the real app provides before the page runs.
if (simulators) void simulators.then(render);
else render();
// The service worker, the offline banner and the writes queued offline: after the page has loaded and the first
// screen has rendered (the first idle moment after the load event), from their own chunk, so the first load carries
// this line only and the first screen's pictures do not share the line with them (docs/product/offline.md).
// The entry itself starts after the first frame (build/entry-after-first-frame.ts), which may be after the load event.
const startOfflineLayer = () => whenIdle(() => void import('../features/offline/start').then((m) => m.startOffline()));
if (document.readyState === 'complete') startOfflineLayer();
else addEventListener('load', startOfflineLayer, { once: true });
