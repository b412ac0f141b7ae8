// Where the page runs: the brand's native app, WeChat's browser, iOS (docs/product/identity.md).

/** The brand's app adds this to its user agent; NATIVE_UA configures another marker. */
export const DEFAULT_NATIVE_UA = 'source/jegotrip';

/** Inside the native app: its user-agent marker, or its bridge object on window. */
export function isNativeApp(userAgent: string, hasBridge: boolean, marker: string = DEFAULT_NATIVE_UA): boolean {
  if (hasBridge) return true;
  const m = marker.trim().toLowerCase();
  return m !== '' && userAgent.toLowerCase().includes(m);
}

export const isWeChat = (userAgent: string): boolean => /MicroMessenger/i.test(userAgent);

export const isIOS = (userAgent: string): boolean => /iPhone|iPad|iPod/i.test(userAgent);

/**
 * iPhone X-style screens (notch and home indicator): an iPhone whose portrait height is at least 812 CSS px.
 * The layout then keeps clear of the home indicator even where env(safe-area-inset-*) is not available.
 */
export function isIphoneXLike(userAgent: string, screen: { width: number; height: number }): boolean {
  if (!/iPhone/i.test(userAgent)) return false;
  return Math.max(screen.width, screen.height) >= 812;
}
