// The destination the visitor is looking at, remembered across screens and visits (localStorage), so a screen
// opened without one (/billboardList, /rankList, the place picker without a position) starts where they were.
// Any places screen that shows a destination records it; anything may have been written there, so it is checked.

export type CurrentDestination = { id: string; name: string };

const KEY = 'places:current-destination';

export function readCurrentDestination(): CurrentDestination | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (!raw) return null;
    const o = JSON.parse(raw) as unknown;
    if (typeof o !== 'object' || o === null) return null;
    const { id, name } = o as Record<string, unknown>;
    return typeof id === 'string' && /^\d{1,15}$/.test(id) && typeof name === 'string' ? { id, name } : null;
  } catch {
    return null;
  }
}

export function rememberDestination(destination: CurrentDestination): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(destination));
  } catch {
    // storage full or disabled: the next screen simply asks again
  }
}
