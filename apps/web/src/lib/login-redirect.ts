// The way to sign-in and back (docs/product/identity.md): the return address travels in `redirect`, and only a path
// on our own origin is ever followed after login.

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/speakTopic';

/** A same-origin path (with its query and hash), or `fallback` for anything that could leave the origin. */
export function safeRedirect(value: string | null | undefined, fallback: string = HOME_PATH): string {
  const v = (value ?? '').trim();
  // '//host' and '/\host' are protocol-relative in browsers; control characters hide such tricks.
  const control = [...v].some((c) => c.charCodeAt(0) < 0x20);
  if (!v.startsWith('/') || v.startsWith('//') || v.includes('\\') || control) return fallback;
  try {
    const base = 'http://origin.invalid';
    const url = new URL(v, base);
    if (url.origin !== base) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}

/**
 * Where a visitor goes to sign in: our /login with the path to come back to, or the configured hosted page
 * (SIGNIN_URL), which lives elsewhere and therefore gets the full address of the page to come back to.
 */
export function signInHref(signInUrl: string, returnPath: string, origin: string): string {
  const back = safeRedirect(returnPath);
  const hosted = signInUrl.trim();
  if (hosted === '') return `${LOGIN_PATH}?redirect=${encodeURIComponent(back)}`;
  const sep = hosted.includes('?') ? '&' : '?';
  return `${hosted}${sep}redirect=${encodeURIComponent(origin + back)}`;
}

/** True for an address that leaves the single-page app (another origin or scheme). */
export const isExternalHref = (href: string): boolean => !href.startsWith('/') || href.startsWith('//');
