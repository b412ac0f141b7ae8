import { isExternalHref, signInHref } from '../lib/login-redirect';
import { appConfig } from '../lib/config';
import { navigateTo } from '../lib/navigation';

/** Sends the visitor to sign in (our /login or the hosted SIGNIN_URL) with the way back in `redirect`. */
export function goToSignIn(returnPath: string, options: { replace?: boolean } = {}) {
  const href = signInHref(appConfig.signInUrl, returnPath, window.location.origin);
  if (!isExternalHref(href)) {
    navigateTo(href, { replace: options.replace ?? true });
  } else if (options.replace ?? true) {
    window.location.replace(href);
  } else {
    window.location.assign(href);
  }
}
