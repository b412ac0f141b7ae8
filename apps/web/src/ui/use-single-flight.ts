import { useCallback, useRef, useState } from 'react';

/**
 * One request at a time from a button (docs/product/nothing-twice.md): a second tap while the first is out does
 * nothing. The lock is a ref, set in the tap itself, so two taps before React renders again cannot both pass (a
 * mutation's own pending flag only shows after a render); `busy` is what the button shows.
 */
export function useSingleFlight() {
  const held = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback((work: () => Promise<unknown>) => {
    if (held.current) return;
    held.current = true;
    setBusy(true);
    void work()
      // The work shows its own failure (the API client's toast, the form's errors).
      .catch(() => undefined)
      .finally(() => {
        held.current = false;
        setBusy(false);
      });
  }, []);
  return { busy, run };
}
