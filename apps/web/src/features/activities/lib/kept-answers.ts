import { useCallback, useEffect, useState } from 'react';

// The sign-up form's answers and ticket, kept in sessionStorage while it is being filled (docs/product/activities.md
// "Sign-up"): a reload, or a trip to the agreement and back, finds them as they were. Per user and activity, this
// tab only; a sign-up sent clears them. Storage that refuses (private mode, full) only loses the keeping.

const keyOf = (userId: string, activityId: string) => `activities:apply-draft:${userId}:${activityId}`;

function read<T>(key: string, fallback: T): T {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw === null ? fallback : ({ ...fallback, ...(JSON.parse(raw) as object) } as T);
  } catch {
    return fallback;
  }
}

/** A state that survives a reload of this tab; `clear` forgets it (after the sign-up went through). */
export function useKeptDraft<T extends object>(userId: string, activityId: string, initial: T) {
  const key = keyOf(userId, activityId);
  const [value, setValue] = useState<T>(() => read(key, initial));
  useEffect(() => {
    try {
      window.sessionStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Kept in memory only.
    }
  }, [key, value]);
  const clear = useCallback(() => {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      // Nothing kept.
    }
  }, [key]);
  return [value, setValue, clear] as const;
}
