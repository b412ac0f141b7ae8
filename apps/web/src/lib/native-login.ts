import { NATIVE_LOGIN_POLL } from '@app/rules';

/** What the app's bridge answers (docs/product/identity.md); null before anyone has logged in. */
export type NativeUser = {
  token?: string | null;
  userId?: string | number | null;
  mobile?: string | null;
  operator?: string | null;
  openId?: string | null;
  appVer?: string | null;
};

export type NativeBridge = {
  getUserInfo(): NativeUser | null | Promise<NativeUser | null>;
  login(): void | Promise<void>;
  openUrl?(url: string): void;
};

export type PollOptions = {
  attempts?: number;
  intervalMs?: number;
  sleep?: (ms: number) => Promise<void>;
  signal?: AbortSignal;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Native login: asks the app to log in, then polls its user info once a second, up to 120 times (docs/product/identity.md
 * section 4). Answers the user as soon as a token arrives, null when the polls run out or `signal` aborts.
 * A bridge call that throws counts as "no user yet": the app may still be showing its login screen.
 */
export async function nativeLogin(bridge: NativeBridge, options: PollOptions = {}): Promise<NativeUser | null> {
  const { attempts = NATIVE_LOGIN_POLL.attempts, intervalMs = NATIVE_LOGIN_POLL.intervalMs, sleep = wait } = options;
  try {
    await bridge.login();
  } catch {
    // The app opens its own screen; a failed acknowledgement is no reason to stop waiting for it.
  }
  for (let i = 0; i < attempts; i++) {
    await sleep(intervalMs);
    if (options.signal?.aborted) return null;
    try {
      const user = await bridge.getUserInfo();
      if (user?.token) return user;
    } catch {
      // keep polling
    }
  }
  return null;
}
