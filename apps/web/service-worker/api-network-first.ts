/// <reference lib="webworker" />
import { Strategy, type StrategyHandler, type StrategyOptions } from 'workbox-strategies';
import { apiCacheKey, isKeepableAnswer } from './api-key';
import { CACHES, READ_KEY_HEADER } from './names';

/** What a read tells its page: from the network, or from what was kept at `at` (ms since the epoch). */
export type ReadNotice = { source: 'network' } | { source: 'cache'; at: number };

/** The header a kept answer carries: when it was kept. */
export const KEPT_AT_HEADER = 'x-offline-kept-at';

type Options = StrategyOptions & {
  networkTimeoutMs: number;
  onRead: (event: ExtendableEvent & FetchEvent, key: string, notice: ReadNotice, answer?: string) => Promise<void>;
};

/**
 * Network-first for the API's POST reads: the answer is kept under its synthetic GET key (api-key.ts); when the
 * network fails or takes longer than the timeout, the kept answer (or a saved page's) is shown, marked with when
 * it was kept. With nothing kept, the network's own outcome stands.
 */
export class ApiNetworkFirst extends Strategy {
  private readonly networkTimeoutMs: number;
  private readonly onRead: Options['onRead'];

  constructor(options: Options) {
    super(options);
    this.networkTimeoutMs = options.networkTimeoutMs;
    this.onRead = options.onRead;
  }

  protected override async _handle(request: Request, handler: StrategyHandler): Promise<Response | undefined> {
    const event = handler.event as ExtendableEvent & FetchEvent;
    // A sealed read names what it asks in a header; any other read is its body (names.ts, READ_KEY_HEADER).
    const asked = request.headers.get(READ_KEY_HEADER) ?? (await request.clone().text());
    const key = await apiCacheKey(request.url, asked);
    const network = handler.fetch(request).then((response) => {
      // Kept beside the answer, not before it: the page gets the network's answer as soon as it is there.
      if (response.ok) handler.waitUntil(this.keep(handler, event, key, response.clone()));
      return response;
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), this.networkTimeoutMs);
    });
    try {
      const first = await Promise.race([network, timeout]);
      if (first) return first;
    } catch {
      // Offline or refused by the network: the kept answer below, if any.
    } finally {
      clearTimeout(timer);
    }
    const kept = (await handler.cacheMatch(key)) ?? (await caches.match(key, { cacheName: CACHES.saved }));
    if (kept) {
      const at = Number(kept.headers.get(KEPT_AT_HEADER)) || Date.now();
      handler.waitUntil(this.onRead(event, key, { source: 'cache', at }));
      // The network's answer, when it comes late, still refreshes the kept one.
      handler.waitUntil(network.catch(() => undefined));
      return kept;
    }
    return network;
  }

  private async keep(handler: StrategyHandler, event: ExtendableEvent & FetchEvent, key: string, response: Response) {
    const text = await response.text();
    if (!isKeepableAnswer(text)) return;
    const headers = new Headers(response.headers);
    headers.set(KEPT_AT_HEADER, String(Date.now()));
    headers.delete('content-encoding');
    headers.delete('content-length');
    await handler.cachePut(key, new Response(text, { status: 200, headers }));
    await this.onRead(event, key, { source: 'network' }, text);
  }
}
