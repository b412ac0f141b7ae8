import { useCallback, useEffect, useRef, useState } from 'react';

// Publishing without a network (docs/product/offline.md#writes-made-offline): the draft stays as it is (the words and
// finished pictures in the stored draft, the other pictures in their queue while the screen is open), the screen
// says it waits, and when the network is back the pictures that failed go again and, once they are all up, the writer
// is asked whether to publish now. Nothing is published without that yes: a post is the writer's words in public.

const flagKey = (userId: string) => `community:release-waiting:${userId}`;

export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

function readFlag(userId: string): boolean {
  try {
    return localStorage.getItem(flagKey(userId)) === '1';
  } catch {
    return false;
  }
}

function writeFlag(userId: string, on: boolean) {
  try {
    if (on) localStorage.setItem(flagKey(userId), '1');
    else localStorage.removeItem(flagKey(userId));
  } catch {
    // Private mode without storage: the wish lasts as long as the screen.
  }
}

/**
 * `wait()` when a publish found no network; `ask` turns true once the network is back and the uploads have settled;
 * `done()` after the writer answers. The wish is kept on the phone, so coming back to the screen online asks too.
 */
export function usePublishWhenOnline(
  userId: string,
  /** `settled`: no upload running and none failed (a failed one is sent again first, so the question waits for it). */
  uploads: { settled: boolean; retryFailed: () => void },
) {
  const [waiting, setWaiting] = useState(() => readFlag(userId));
  const [online, setOnline] = useState(() => !isOffline());
  const retry = useRef(uploads.retryFailed);
  useEffect(() => {
    retry.current = uploads.retryFailed;
  });

  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);

  // Back online while waiting: what failed to upload for want of a network goes again.
  useEffect(() => {
    if (waiting && online) retry.current();
  }, [waiting, online]);

  const wait = useCallback(() => {
    writeFlag(userId, true);
    setWaiting(true);
    setOnline(!isOffline());
  }, [userId]);
  const done = useCallback(() => {
    writeFlag(userId, false);
    setWaiting(false);
  }, [userId]);

  return { waiting, online, ask: waiting && online && uploads.settled, wait, done };
}
