// The destination the visitor picked last: shown on the change-destination screen and used as the default
// of screens that need one. Kept in localStorage; a broken or missing value reads as none.

const KEY = 'PLACES_DESTINATION';

export type CurrentDestination = { id: number; name: string; lat?: number | null; lng?: number | null };

export function readCurrentDestination(): CurrentDestination | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<CurrentDestination>;
    if (typeof value.id !== 'number' || typeof value.name !== 'string') return null;
    const hasPoint = typeof value.lat === 'number' && typeof value.lng === 'number';
    return { id: value.id, name: value.name, ...(hasPoint ? { lat: value.lat, lng: value.lng } : {}) };
  } catch {
    return null;
  }
}

export function saveCurrentDestination(value: CurrentDestination): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(value));
  } catch {
    // Private mode or a full store: the pick still navigates, it is just not remembered.
  }
}
