import { entryTokens } from '../../session/entry-login';
import { nativeBridge } from '../../session/environment';
import { getKeptParams } from '../../session/kept-params';
import { setLoginFlow } from '../../session/login-flow';
import { sessionStore } from '../../session/session';

// Identity's part of the start (main.tsx): /login's flow plugs in, and the login bootstrap starts. Both live in
// a chunk of their own, loaded only when there is someone to log in, so the first load stays the shell's.

const loadBootstrap = () => import('./login-bootstrap');

/** A cheap look at whether the bootstrap could log anyone in; the plan itself is login-plan.ts's. */
function mayLogIn(): boolean {
  const kept = getKeptParams();
  return (
    Object.values(entryTokens()).some(Boolean) ||
    !!kept.seen.source ||
    !!kept.carried.storeid ||
    !!nativeBridge() ||
    typeof window.ReactNativeWebView !== 'undefined' ||
    !!sessionStore.getState().token
  );
}

/**
 * Plugs /login's flow in and starts the bootstrap. Development builds first put their stand-ins for the app's
 * bridge and the auto-login SDK in place, and answer that promise so the app renders only once the bridge is
 * there, as the real app's is; production builds answer null and render at once.
 */
export function startIdentity(): Promise<void> | null {
  // Written out here, not imported: production builds then drop the import and its chunk.
  const simulators =
    import.meta.env.DEV || __DEV_TOOLS__
      ? import('./dev-simulators').then((m) => m.installSimulators()).catch(() => undefined)
      : null;
  const ready = simulators ?? Promise.resolve();
  // A chunk that cannot load (offline) means no automatic login, which the screens already handle.
  const settle = (p: Promise<unknown>) => void p.catch(() => undefined);

  setLoginFlow((request) => settle(ready.then(loadBootstrap).then((m) => m.loginFlow(request))));
  settle(ready.then(() => (mayLogIn() ? loadBootstrap().then((m) => m.runBootstrap()) : null)));
  return simulators;
}
