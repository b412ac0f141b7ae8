import type { NativeBridge } from '../../lib/native-login';
import { readSimState } from './sim-state';

// Development only: window.NativeBridge as the wyx app provides it (docs/product/identity.md), so the app's flows
// (its user info at start, login with 120 polls of one second) run in an ordinary browser. login() shows a
// small simulated sign-in of the app, which logs a sandbox user in through the real identity API.

export function installBridgeSimulator() {
  const bridge: NativeBridge = {
    // Read on every call, like the app's own answer: the simulated sign-in changes it while the page polls.
    getUserInfo: () => readSimState().user,
    login: () => {
      void import('./components/sim-sign-in').then((m) => m.showSimSignIn());
    },
    openUrl: (url: string) => {
      window.location.assign(url);
    },
  };
  window.NativeBridge = bridge;
}
