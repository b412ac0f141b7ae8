import type { NativeUser } from '../../lib/native-login';

// Development only: what the simulators of the native app and the auto-login SDK remember for the tab's
// session (sessionStorage), so a reload (the native login ends with one) finds the simulated app as it was.

export type SimState = {
  /** window.NativeBridge is simulated (the wyx app). */
  bridge: boolean;
  /** window.AutoLoginSDK is simulated (a store's page script). */
  autologin: boolean;
  /** Who is logged in to the simulated app. */
  user: NativeUser | null;
};

const KEY = 'DEV_SIMULATORS';
const EMPTY: SimState = { bridge: false, autologin: false, user: null };

export function readSimState(): SimState {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    return raw ? { ...EMPTY, ...(JSON.parse(raw) as Partial<SimState>) } : EMPTY;
  } catch {
    return EMPTY;
  }
}

export function writeSimState(state: SimState) {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(state));
  } catch {
    // the simulator then lasts for this page only
  }
}

/** Which simulators an address asks for (?bridge=sim, ?autologin=sim), on top of those already on. */
export function simulatorsAsked(state: SimState, search: string): SimState {
  const params = new URLSearchParams(search);
  return {
    ...state,
    bridge: state.bridge || params.get('bridge') === 'sim',
    autologin: state.autologin || params.get('autologin') === 'sim',
  };
}
