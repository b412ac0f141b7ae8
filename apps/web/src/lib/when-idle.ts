type IdleWindow = {
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
  setTimeout: (run: () => void, ms: number) => unknown;
};

/**
 * Runs `work` at the browser's next idle moment, and within `timeoutMs` whatever happens. For what the first screen
 * does not need (the offline layer, say): started at the load event itself, its chunks would be fetched and run while
 * the first screen is still rendering and share the line with its pictures. WebViews without requestIdleCallback
 * (older iOS) run it on a timer.
 */
export function whenIdle(work: () => void, timeoutMs = 2000, win: IdleWindow = window): void {
  if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(work, { timeout: timeoutMs });
  else win.setTimeout(work, 200);
}
