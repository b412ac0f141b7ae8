import { APP_LAUNCH_TIMEOUT_MS, APP_OPEN_FALLBACK_MS } from '@app/rules';
import { isIOS, isWeChat } from './native-app';

// Opening the native app from the web (docs/product/shell.md, docs/product/shell.md).

export const DEFAULT_APP_SCHEME = 'jegotrip://';

/** The app's link: the scheme alone, or with the page to show (the same address the bridge's openUrl takes). */
export function appLink(scheme: string, target?: string): string {
  const base = scheme.trim() || DEFAULT_APP_SCHEME;
  return target ? `${base}openUrl?url=${encodeURIComponent(target)}` : base;
}

export type OpenAppPlan =
  /** WeChat's browser swallows app links: show the "open in the browser" guide instead. */
  | { kind: 'guide' }
  | {
      kind: 'launch';
      link: string;
      /** Still visible after this long: the app did not open; the caller offers the download page. */
      launchTimeoutMs: number;
      /**
       * Still visible after this long: go to the download page. Android at 2 s; iOS at 5 s, because iOS first
       * asks "open in the app?" and the visitor needs a moment to answer.
       */
      fallbackMs: number;
    };

export function openAppPlan(userAgent: string, scheme: string, target?: string): OpenAppPlan {
  if (isWeChat(userAgent)) return { kind: 'guide' };
  const [android, ios] = APP_OPEN_FALLBACK_MS;
  return {
    kind: 'launch',
    link: appLink(scheme, target),
    launchTimeoutMs: APP_LAUNCH_TIMEOUT_MS,
    fallbackMs: isIOS(userAgent) ? ios : android,
  };
}
