import type { NativeUser } from '../../lib/native-login';

// The React Native shell's bridge (docs/product/identity.md's "RN bridge"): the page asks with
// ReactNativeWebView.postMessage('{"type":"getUserInfo"}') and the shell answers by posting
// '{"type":"userInfo","data":{token,userId,mobile,operator,openId,appVer}}' back to the page.

declare global {
  interface Window {
    ReactNativeWebView?: { postMessage(message: string): void };
  }
}

const ANSWER_MS = 3000;

export const hasRnBridge = (): boolean =>
  typeof window !== 'undefined' && typeof window.ReactNativeWebView?.postMessage === 'function';

/** The user of a shell's message, or undefined when the message is something else. */
export function parseRnUserInfo(data: unknown): NativeUser | null | undefined {
  let message: unknown = data;
  if (typeof data === 'string') {
    try {
      message = JSON.parse(data);
    } catch {
      return undefined;
    }
  }
  if (typeof message !== 'object' || message === null) return undefined;
  const { type, data: user } = message as { type?: unknown; data?: unknown };
  if (type !== 'userInfo') return undefined;
  return typeof user === 'object' && user !== null ? (user as NativeUser) : null;
}

/** Asks the shell for its user; null when it has none or does not answer within 3 s. */
export function rnUserInfo(): Promise<NativeUser | null> {
  const bridge = window.ReactNativeWebView;
  if (!bridge) return Promise.resolve(null);
  return new Promise((resolve) => {
    const targets: EventTarget[] = [window, document];
    const done = (user: NativeUser | null) => {
      clearTimeout(timer);
      for (const t of targets) t.removeEventListener('message', onMessage);
      resolve(user);
    };
    // Android shells dispatch on document, iOS ones on window.
    const onMessage = (event: Event) => {
      const user = parseRnUserInfo((event as MessageEvent).data);
      if (user !== undefined) done(user);
    };
    const timer = setTimeout(() => done(null), ANSWER_MS);
    for (const t of targets) t.addEventListener('message', onMessage);
    bridge.postMessage(JSON.stringify({ type: 'getUserInfo' }));
  });
}
