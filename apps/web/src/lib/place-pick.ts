// Hands a place chosen on /location/basics back to the screen that opened it (the publishing screen), across
// the navigation: that screen is left (and unmounted) while the picker is open, and reads the answer when it
// comes back. sessionStorage, so a reload in between keeps it and another tab does not see it.

export type PickedPlace = { name: string; poiId: string | null; destinationId: string | null };
/** What came back: a place, null for "no place", or nothing when the picker was left without choosing. */
export type PickResult = { place: PickedPlace | null } | null;

const KEY = 'places:place-pick';

const store = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/** The opener says it is waiting for a pick (so that its return reads as a return from the picker). */
export function awaitPlacePick(): void {
  store()?.setItem(KEY, JSON.stringify({ waiting: true }));
}

/** The picker answers: a place, or null for none. Ignored unless an opener is waiting. */
export function answerPlacePick(place: PickedPlace | null): void {
  const s = store();
  if (!s?.getItem(KEY)) return;
  s.setItem(KEY, JSON.stringify({ waiting: false, place }));
}

/** Whether an opener is waiting for the picker's answer. */
export const isPlacePickAwaited = (): boolean => !!store()?.getItem(KEY);

const text = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '');
const idOf = (v: unknown) => (typeof v === 'string' && /^\d{1,15}$/.test(v) ? v : null);

/**
 * The opener, back: `returned` says it is coming back from the picker (waiting or answered), `result` what was
 * chosen. Reading leaves it in place (a screen may read it twice while it mounts); clearPlacePick() ends it.
 */
export function peekPlacePick(): { returned: boolean; result: PickResult } {
  const raw = store()?.getItem(KEY);
  if (!raw) return { returned: false, result: null };
  try {
    const o = JSON.parse(raw) as { waiting?: unknown; place?: unknown };
    if (o.waiting !== false) return { returned: true, result: null };
    if (o.place === null) return { returned: true, result: { place: null } };
    const p = (o.place ?? {}) as Record<string, unknown>;
    const name = text(p.name, 40).trim();
    if (!name) return { returned: true, result: null };
    return {
      returned: true,
      result: { place: { name, poiId: idOf(p.poiId), destinationId: idOf(p.destinationId) } },
    };
  } catch {
    return { returned: true, result: null };
  }
}

/** The answer has been applied: forget it. */
export function clearPlacePick(): void {
  store()?.removeItem(KEY);
}
