import type { QueryClient } from '@tanstack/react-query';
import { track } from '../../api/tracker';
import { clearUploadToken } from '../../api/upload-token';
import { configureHttp } from '../../api/http';
import { carryInto } from '../../lib/address-params';
import { LOGIN_PATH } from '../../lib/login-redirect';
import { bindNavigate, currentPath } from '../../lib/navigation';
import { getKeptParams, observeAddress } from '../../session/kept-params';
import { sessionStore } from '../../session/session';
import type { AppRouter } from './app-router';
import { goToSignIn } from '../../session/sign-in';

/**
 * Ties the session to the router: carried parameters ride along on every navigation, every address's
 * parameters are kept, each page view is tracked, and body code 429 ends the session.
 */
export function connectRouter(router: AppRouter, queryClient: QueryClient) {
  // Every in-app navigation (Link, useNavigate, Navigate, setSearchParams) goes through router.navigate.
  const navigate = router.navigate.bind(router);
  router.navigate = (to, options) =>
    typeof to === 'number' ? navigate(to) : navigate(carryInto(to, getKeptParams().carried), options);
  bindNavigate((to, options) => router.navigate(to, options));

  let trackedPath: string | null = null;
  const observe = (location: { pathname: string; search: string }) => {
    observeAddress(location.search);
    if (location.pathname === trackedPath) return;
    trackedPath = location.pathname;
    track('pageview', location.pathname, getKeptParams());
  };
  observe(router.state.location);
  router.subscribe((state) => observe(state.location));

  let expiring = false;
  configureHttp({
    onSessionExpired: () => {
      // docs/product/identity.md: clear tokens, user id, upload token and cache; log out; sign in again.
      sessionStore.logout();
      clearUploadToken();
      queryClient.clear();
      if (expiring || window.location.pathname === LOGIN_PATH) return;
      expiring = true;
      // Several calls may fail together; one redirect is enough.
      setTimeout(() => (expiring = false), 1000);
      goToSignIn(currentPath());
    },
  });
}
