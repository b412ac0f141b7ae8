import { isIOS, isNativeApp, isWeChat } from '../lib/native-app';
import type { NativeBridge } from '../lib/native-login';
import { appConfig } from '../lib/config';

declare global {
  interface Window {
    NativeBridge?: NativeBridge;
  }
}

const ua = () => (typeof navigator === 'undefined' ? '' : navigator.userAgent);

/** The native app's bridge, when the page runs inside the app and the app provides one. */
export const nativeBridge = (): NativeBridge | undefined =>
  typeof window === 'undefined' ? undefined : window.NativeBridge;

/** Asked each time: the app may inject its bridge after our first script has run. */
export const inNativeApp = (): boolean => isNativeApp(ua(), !!nativeBridge(), appConfig.nativeUa);
export const inWeChat = (): boolean => isWeChat(ua());
export const onIOS = (): boolean => isIOS(ua());
export const userAgent = ua;
