import { useEffect, useRef, useState } from 'react';

// Without IntersectionObserver (very old WebViews) everything counts as near: load at once.
const canObserve = typeof IntersectionObserver !== 'undefined';

/**
 * True once the element comes within `margin` of the viewport after the reader has scrolled, and from then
 * on: for what loads below the fold, so a short page's first view still asks only for what it shows.
 */
export function useNearView<T extends Element>(margin = '400px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(!canObserve);
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    if (scrolled || near) return;
    // A scroll back to the top (the router resetting it on arrival) is not the reader scrolling.
    const onScroll = () => {
      if (window.scrollY > 0) setScrolled(true);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [scrolled, near]);

  useEffect(() => {
    const el = ref.current;
    if (near || !scrolled || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px 0px ${margin} 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, scrolled, margin]);
  return { ref, near };
}
