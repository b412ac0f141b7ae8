// Counts taps for the hidden debug console (20 taps, each within 2 s of the previous). Time is passed in,
// so the rule is testable without timers.

export type TapCounter = {
  /** Records a tap at nowMs; true exactly when this tap completes the sequence (counting then starts over). */
  tap(nowMs: number): boolean;
  reset(): void;
};

export function createTapCounter({ count, withinMs }: { count: number; withinMs: number }): TapCounter {
  let taps = 0;
  let last = Number.NEGATIVE_INFINITY;
  return {
    tap(nowMs) {
      const gap = nowMs - last;
      // A slow tap, or a clock that went backwards, starts a new sequence with this tap as the first.
      taps = gap >= 0 && gap <= withinMs ? taps + 1 : 1;
      last = nowMs;
      if (taps >= count) {
        taps = 0;
        last = Number.NEGATIVE_INFINITY;
        return true;
      }
      return false;
    },
    reset() {
      taps = 0;
      last = Number.NEGATIVE_INFINITY;
    },
  };
}
