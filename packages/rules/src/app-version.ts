// Native app versions gate features; compare numerically so '8.10.0' is newer than '8.4.0'.

/** App version from which message threads use the v3 path (imVersion 'CSB'). */
export const IM_V3_MIN_VERSION = '8.4.0';
/** Sent as osVersion in the message-thread and share-config calls. */
export const OS_VERSION = '8.3.4';

// Leading 'v' and suffixes such as '-beta' or build numbers in a segment are ignored; unreadable parts count 0.
function segments(version: string): number[] {
  return version
    .trim()
    .replace(/^v/i, '')
    .split('.')
    .map((part) => {
      const m = /^\d+/.exec(part);
      return m ? Number(m[0]) : 0;
    });
}

/** -1, 0 or 1; missing segments count as 0, so '8.4' equals '8.4.0'. */
export function compareVersion(a: string, b: string): -1 | 0 | 1 {
  const x = segments(a);
  const y = segments(b);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}

/** True from 8.4.0 on; no version (outside the app, or an app too old to report one) means the old path. */
export function usesImV3(appVer: string | null | undefined): boolean {
  if (!appVer || !/\d/.test(appVer)) return false;
  return compareVersion(appVer, IM_V3_MIN_VERSION) >= 0;
}
