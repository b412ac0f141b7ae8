import { useEffect, useState, type ReactNode } from 'react';

// What a detail screen shows below its first screen (a place's products, hotels, reviews, what is near) waits until
// the first view's priority pictures (SafeImage with `priority`: the one that will be the largest paint) have
// arrived. Started with the screen, those sections' code, answers and pictures shared a slow line with the hero
// picture and held it back by a second on a phone's network. At most FIRST_VIEW_WAIT_MS, whatever happens; once
// the app's first view has been shown, sections render at once.
export const FIRST_VIEW_WAIT_MS = 2500;

let shown = false;
const waiting = new Set<() => void>();

function markShown() {
  shown = true;
  for (const done of waiting) done();
  waiting.clear();
}

/** Whether the app's first view has been shown; for tests that start a fresh page. */
export function resetFirstViewForTests() {
  shown = false;
  waiting.clear();
}

/** After the first view's pictures have arrived (or failed), a frame later so they paint first. */
function watchPriorityPictures(): () => void {
  const pending = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].filter(
    (img) => !img.complete,
  );
  let left = pending.length;
  const settle = () => requestAnimationFrame(() => setTimeout(markShown, 0));
  if (left === 0) {
    settle();
    return () => {};
  }
  const one = () => {
    left -= 1;
    if (left === 0) settle();
  };
  for (const img of pending) {
    img.addEventListener('load', one, { once: true });
    img.addEventListener('error', one, { once: true });
  }
  return () => {
    for (const img of pending) {
      img.removeEventListener('load', one);
      img.removeEventListener('error', one);
    }
  };
}

/** True once the first view's priority pictures have arrived (see above). */
export function useFirstViewShown(): boolean {
  const [now, setNow] = useState(shown);
  useEffect(() => {
    const done = () => setNow(true);
    // Shown between this render and its effect (another screen's pictures arrived meanwhile).
    if (shown) {
      queueMicrotask(done);
      return;
    }
    waiting.add(done);
    const unwatch = watchPriorityPictures();
    const timer = setTimeout(markShown, FIRST_VIEW_WAIT_MS);
    return () => {
      waiting.delete(done);
      unwatch();
      clearTimeout(timer);
    };
  }, []);
  return now;
}

/** Renders `children` once the first view has been shown, `fallback` (a reserved box) until then. */
export function AfterFirstView({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useFirstViewShown() ? children : fallback;
}
