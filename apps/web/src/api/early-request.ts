// Requests index.html started before any of our code ran (build/early-script.ts: the main data of the screens
// people land on, such as the first feed page of /speakTopic or a dynamic's detail). Injected first in <head>, so
// it does not wait for anything. The http client takes one when it is about to make exactly that request, once.

type EarlyRequest = { url: string; body: string; response: Promise<Response> };

declare global {
  interface Window {
    __earlyRequests?: EarlyRequest[];
  }
}

/** The early answer to this very request (same address, same body), handed out once; else undefined. */
export function takeEarlyResponse(url: string, body: string | undefined): Promise<Response> | undefined {
  const list = typeof window === 'undefined' ? undefined : window.__earlyRequests;
  if (!list || body === undefined) return undefined;
  const i = list.findIndex((r) => r.url === url && r.body === body);
  if (i < 0) return undefined;
  const [early] = list.splice(i, 1);
  return early?.response;
}
