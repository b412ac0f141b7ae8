/**
 * What this visit has cost in bytes: every resource the page loaded as it crossed the network (transferSize; 0 for
 * what came from a cache), the page itself included. The browser keeps a bounded list of entries; it is raised so
 * a long visit is counted whole.
 */
export function sessionBytes(): number {
  if (typeof performance === 'undefined' || !performance.getEntriesByType) return 0;
  const entries = [
    ...performance.getEntriesByType('navigation'),
    ...performance.getEntriesByType('resource'),
  ] as PerformanceResourceTiming[];
  return entries.reduce((sum, e) => sum + (e.transferSize || 0), 0);
}

export function countWholeSession() {
  performance.setResourceTimingBufferSize?.(5000);
}
