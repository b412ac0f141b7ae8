import { createRoot } from 'react-dom/client';
import { flushWrites } from '../../api/offline-writes';
import { queryClient } from '../../api/query-client';
import { canKeepOffline, liteSetting } from '../../api/offline-store';
import { fmt } from '../../lib/messages';
import { showToast } from '../../ui/toast';
import { OFFLINE_BAR_SLOT } from './bar-slot';
import { OfflineBar, barState, subscribeBar } from './components/offline-bar';
import { countWholeSession } from './lib/session-bytes';
import { messages } from './messages';

// Loaded after the page's load event, from its own chunk (the first load carries only the import): registers the
// service worker, shows the offline banner and the 有新版本 prompt, and sends the writes queued offline
// (docs/product/offline.md).

let started = false;

export function startOffline() {
  if (started) return;
  started = true;
  countWholeSession();
  // Under the shell's top bar: the shell's slot may not be there yet at the load event (the first screen's chunk can
  // still be coming), so the host moves into it when the bar has something to show.
  const host = document.createElement('div');
  host.id = 'offline-bar';
  document.body.append(host);
  subscribeBar(() => {
    const slot = document.getElementById(OFFLINE_BAR_SLOT);
    if (slot && host.parentElement !== slot) slot.append(host);
  });
  createRoot(host).render(<OfflineBar />);

  const send = () => {
    if (navigator.onLine === false) return;
    void flushWrites().then(({ sent, refused }) => {
      for (const r of refused) showToast(fmt(messages.bar.refused, { label: r.write.label, reason: r.message }));
      if (sent > 0) {
        showToast(fmt(messages.bar.sent, { n: sent }));
        void queryClient.invalidateQueries();
      }
    });
  };
  window.addEventListener('online', () => {
    barState.online();
    send();
  });
  window.addEventListener('offline', () => barState.offline());
  // The next visit sends what an earlier one queued.
  send();

  if (!canKeepOffline()) return;
  const sw = navigator.serviceWorker;
  sw.addEventListener('message', (event: MessageEvent<{ type?: string; source?: string; at?: number }>) => {
    const data = event.data;
    if (data?.type === 'read') barState.read(data.source === 'cache' ? (data.at ?? Date.now()) : null);
    else if (data?.type === 'flush-writes') send();
  });
  let reloading = false;
  sw.addEventListener('controllerchange', () => {
    // Only the update the user asked for reloads; the first install's takeover changes nothing on screen.
    if (!barState.updateAccepted || reloading) return;
    reloading = true;
    window.location.reload();
  });
  void sw
    .register('/sw.js', { scope: '/' })
    .then((registration) => {
      const watch = (worker: ServiceWorker | null) => {
        if (!worker) return;
        const check = () => {
          // A worker installed while another controls the page is a new build waiting: offer it.
          if (worker.state === 'installed' && sw.controller)
            barState.update(() => worker.postMessage({ type: 'skip-waiting' }));
        };
        check();
        worker.addEventListener('statechange', check);
      };
      watch(registration.waiting);
      registration.addEventListener('updatefound', () => watch(registration.installing));
      if (liteSetting()) registration.active?.postMessage({ type: 'settings', lite: true });
      // What this page read before the bar listened (a reload offline): the worker remembers it.
      const controller = sw.controller;
      if (controller) {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event: MessageEvent<{ staleAt?: number | null }>) => {
          if (typeof event.data?.staleAt === 'number') barState.read(event.data.staleAt);
        };
        controller.postMessage({ type: 'status' }, [channel.port2]);
      }
    })
    .catch(() => undefined);
}
