import { useCallback, useRef, useState, type ReactNode } from 'react';
import styles from './carousel.module.css';

/**
 * Slides side by side with native scroll snapping: the browser does the swipe and its momentum, nothing is
 * animated by script. The index follows the scroll position; dots under the slides and a counter on them.
 */
export function Carousel({
  slides,
  ratio,
  counter,
  label,
}: {
  slides: readonly ReactNode[];
  /** Height over width of the frame. */
  ratio: number;
  /** The counter's text for an index (0-based) and the total. */
  counter: (index: number, total: number) => string;
  label: string;
}) {
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const onScroll = useCallback(() => {
    const el = track.current;
    if (!el || el.clientWidth === 0) return;
    setIndex(Math.min(slides.length - 1, Math.max(0, Math.round(el.scrollLeft / el.clientWidth))));
  }, [slides.length]);
  const many = slides.length > 1;

  return (
    <div className={styles.root} role="region" aria-roledescription="carousel" aria-label={label}>
      <div className={styles.frame} style={{ aspectRatio: `1 / ${ratio}` }}>
        <div ref={track} className={styles.track} onScroll={many ? onScroll : undefined}>
          {slides.map((slide, i) => (
            <div className={styles.slide} key={i} aria-hidden={i !== index}>
              {slide}
            </div>
          ))}
        </div>
        {many ? (
          <span className={styles.counter} data-testid="carousel-counter">
            {counter(index, slides.length)}
          </span>
        ) : null}
      </div>
      {many ? (
        <div className={styles.dots} aria-hidden>
          {slides.map((_, i) => (
            <span key={i} className={`${styles.dot} ${i === index ? styles.dotOn : ''}`} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
