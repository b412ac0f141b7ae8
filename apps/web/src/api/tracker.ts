import type { KeptParams } from '../lib/address-params';
import { newVisitorId, trackQuery } from '../lib/track';
import { apiAddress } from './http';

// The log tracker (docs/product/shell.md): one GET per event to /api/log/v1/track, answered 204 and stored by
// the server. Fire and forget: a lost page view must never disturb the page.

export const TRACK_PATH = '/api/log/v1/track';
const VISITOR_KEY = 'TRACK_VISITOR_ID';

let visitor: string | null = null;

function visitorId(): string {
  if (visitor) return visitor;
  try {
    visitor = window.localStorage.getItem(VISITOR_KEY);
    if (!visitor) {
      visitor = newVisitorId();
      window.localStorage.setItem(VISITOR_KEY, visitor);
    }
  } catch {
    visitor ??= newVisitorId();
  }
  return visitor;
}

export function track(event: string, page: string, kept: KeptParams, extra?: Record<string, string>) {
  const query = trackQuery({ event, page, visitorId: visitorId(), ...(extra ? { extra } : {}) }, kept);
  // keepalive: a page view sent just before the visitor leaves for the app or a partner page still arrives.
  const send = () =>
    void fetch(apiAddress(`${TRACK_PATH}?${query}`), {
      method: 'GET',
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => {});
  // The landing page view waits for the page's load: on a slow line it would otherwise share the bandwidth with the
  // first screen's script, data and pictures. Later events go at once.
  if (document.readyState === 'complete') send();
  else window.addEventListener('load', send, { once: true });
}
