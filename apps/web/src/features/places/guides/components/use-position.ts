import { useEffect, useState } from 'react';

export type PositionState = { status: 'locating' } | { status: 'found'; lat: number; lng: number } | { status: 'off' };

/** How long the browser may take to answer (it may be asking the visitor) before the picker goes on without. */
const POSITION_TIMEOUT_MS = 8000;
/** A position this fresh is good enough for "nearby". */
const POSITION_MAX_AGE_MS = 5 * 60_000;

/** The browser's position (WGS-84) when the visitor allows it; 'off' when refused, unavailable or too slow. */
export function usePosition(): PositionState {
  const [state, setState] = useState<PositionState>(() =>
    typeof navigator !== 'undefined' && navigator.geolocation ? { status: 'locating' } : { status: 'off' },
  );
  useEffect(() => {
    if (!navigator.geolocation) return;
    let live = true;
    navigator.geolocation.getCurrentPosition(
      (p) => live && setState({ status: 'found', lat: p.coords.latitude, lng: p.coords.longitude }),
      () => live && setState({ status: 'off' }),
      { timeout: POSITION_TIMEOUT_MS, maximumAge: POSITION_MAX_AGE_MS, enableHighAccuracy: false },
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
