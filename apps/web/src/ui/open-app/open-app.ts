import { useSyncExternalStore } from 'react';
import { appConfig } from '../../lib/config';
import { navigateTo } from '../../lib/navigation';
import { inNativeApp, userAgent } from '../../session/environment';
import { isExternalHref } from '../../lib/login-redirect';
import { openAppPlan } from '../../lib/open-app';

// Inviting visitors into the native app (docs/product/shell.md): the dialog '查看更多精彩', shown outside the app
// at the end of a feed's free pages or on an app-only action, and the open-app logic its button and /guideApp run.

/** Pages of a feed a visitor outside the app may read; the dialog invites them in after that. */
export const FREE_FEED_PAGES = 5;
export const GUIDE_PAGE = '/guidePage';

let dialogOpen = false;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function showOpenAppDialog() {
  if (dialogOpen) return;
  dialogOpen = true;
  emit();
}

export function hideOpenAppDialog() {
  if (!dialogOpen) return;
  dialogOpen = false;
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => dialogOpen;

export function useOpenAppDialogOpen(): boolean {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** For app-only actions (message threads, audio guide): true inside the app, else the dialog and false. */
export function requireApp(): boolean {
  if (inNativeApp()) return true;
  showOpenAppDialog();
  return false;
}

export type OpenAppCallbacks = {
  /** The launch timeout passed with the page still in view: the app did not open. */
  onNotOpened?: () => void;
};

function goTo(href: string) {
  if (isExternalHref(href)) window.location.assign(href);
  // Already there (the guide page is the default download page): nothing to do.
  else if (href.split('?')[0] !== window.location.pathname) navigateTo(href);
}

/**
 * Opens the app at `target` (a page address) through its link. If the page is still in view after the
 * fallback time, the app is not installed: on to the download page. Inside WeChat, which swallows app links,
 * the guide to the browser shows instead. Returns a cancel function.
 */
export function openApp(target?: string, callbacks: OpenAppCallbacks = {}): () => void {
  const plan = openAppPlan(userAgent(), appConfig.appScheme, target);
  if (plan.kind === 'guide') {
    goTo(GUIDE_PAGE);
    return () => {};
  }
  let left = false;
  const onVisibility = () => {
    if (document.hidden) left = true;
  };
  const onPageHide = () => {
    left = true;
  };
  const cleanup = () => {
    clearTimeout(launchTimer);
    clearTimeout(fallbackTimer);
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', onPageHide);
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onPageHide);
  const launchTimer = setTimeout(() => {
    if (!left) callbacks.onNotOpened?.();
  }, plan.launchTimeoutMs);
  const fallbackTimer = setTimeout(() => {
    cleanup();
    if (!left) goTo(appConfig.appDownloadUrl);
  }, plan.fallbackMs);
  window.location.href = plan.link;
  return cleanup;
}
