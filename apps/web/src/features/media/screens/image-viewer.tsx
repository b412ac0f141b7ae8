import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { fmt } from '../../../lib/messages';
import { uiMessages } from '../../../ui/messages';
import {
  clampOffset,
  clampScale,
  distance,
  DOUBLE_TAP_SCALE,
  edgeResistance,
  midpoint,
  swipeTarget,
  zoomAround,
  type Point,
} from '../../../lib/viewer-gesture';
import { SafeImage } from '../../../ui/safe-image';
import styles from './image-viewer.module.css';

type View = { scale: number; x: number; y: number };
type Gesture =
  | { kind: 'pinch'; startDistance: number; startView: View; focus: Point }
  | { kind: 'pan' | 'swipe'; start: Point; startAt: number; startView: View; moved: boolean };

const RESET: View = { scale: 1, x: 0, y: 0 };
/** Two taps closer than this are a double tap; a single tap waits this long before it closes the viewer. */
const DOUBLE_TAP_MS = 300;
/** Movement below this is still a tap. */
const TAP_SLOP_PX = 8;

/**
 * Full-screen pictures: swipe between them, pinch (or ctrl + wheel) and double-tap to zoom, drag a zoomed
 * picture, tap to close. Pointer events cover touch, pen and mouse alike; the browser's own gestures are off
 * on the stage (touch-action: none) so pinching zooms the picture, not the page.
 */
export function ImageViewer({
  images,
  initialIndex,
  onClose,
}: {
  images: readonly string[];
  initialIndex: number;
  onClose: () => void;
}) {
  const [index, setIndex] = useState(initialIndex);
  const [view, setView] = useState<View>(RESET);
  const [dragX, setDragX] = useState(0);
  const [animate, setAnimate] = useState(false);
  const stage = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);
  const lastTapAt = useRef(0);
  const tapTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const count = images.length;

  const box = () => {
    const r = stage.current?.getBoundingClientRect();
    return {
      width: r?.width ?? window.innerWidth,
      height: r?.height ?? window.innerHeight,
      left: r?.left ?? 0,
      top: r?.top ?? 0,
    };
  };
  /** A screen point relative to the stage's centre, where zooming is anchored. */
  const fromCentre = (p: Point): Point => {
    const b = box();
    return { x: p.x - b.left - b.width / 2, y: p.y - b.top - b.height / 2 };
  };

  const go = (next: number) => {
    setAnimate(true);
    setDragX(0);
    if (next !== index) {
      setIndex(next);
      setView(RESET);
    }
  };

  useEffect(() => () => clearTimeout(tapTimer.current), []);

  // ctrl + wheel is how desktop trackpads pinch; it must be able to preventDefault, so not a React listener.
  useEffect(() => {
    const el = stage.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey) return;
      e.preventDefault();
      setAnimate(false);
      const focus = fromCentreOf(el, { x: e.clientX, y: e.clientY });
      const size = el.getBoundingClientRect();
      setView((v) => {
        const scale = clampScale(v.scale * Math.exp(-e.deltaY / 200));
        return { scale, ...zoomAround(v, v.scale, scale, focus, size) };
      });
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
      if (e.key === 'ArrowRight') go(Math.min(count - 1, index + 1));
      if (e.key === 'ArrowLeft') go(Math.max(0, index - 1));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  const tap = (at: number, point: Point) => {
    if (at - lastTapAt.current < DOUBLE_TAP_MS) {
      clearTimeout(tapTimer.current);
      lastTapAt.current = 0;
      setAnimate(true);
      const scale = view.scale > 1 ? 1 : DOUBLE_TAP_SCALE;
      setView({ scale, ...zoomAround(view, view.scale, scale, fromCentre(point), box()) });
      return;
    }
    lastTapAt.current = at;
    tapTimer.current = setTimeout(onClose, DOUBLE_TAP_MS);
  };

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture?.(e.pointerId);
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    setAnimate(false);
    const [a, b] = [...pointers.current.values()];
    if (a && b) {
      gesture.current = {
        kind: 'pinch',
        startDistance: distance(a, b) || 1,
        startView: view,
        focus: fromCentre(midpoint(a, b)),
      };
      setDragX(0);
    } else if (a) {
      gesture.current = {
        kind: view.scale > 1 ? 'pan' : 'swipe',
        start: a,
        startAt: e.timeStamp,
        startView: view,
        moved: false,
      };
    }
  };

  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(e.pointerId)) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const g = gesture.current;
    if (!g) return;
    if (g.kind === 'pinch') {
      const [a, b] = [...pointers.current.values()];
      if (!a || !b) return;
      const scale = clampScale((g.startView.scale * distance(a, b)) / g.startDistance);
      setView({ scale, ...zoomAround(g.startView, g.startView.scale, scale, g.focus, box()) });
      return;
    }
    const dx = e.clientX - g.start.x;
    const dy = e.clientY - g.start.y;
    if (Math.hypot(dx, dy) > TAP_SLOP_PX) g.moved = true;
    if (g.kind === 'pan') {
      setView((v) => ({ ...v, ...clampOffset({ x: g.startView.x + dx, y: g.startView.y + dy }, v.scale, box()) }));
    } else {
      setDragX(edgeResistance(index, count, dx));
    }
  };

  const onPointerUp = (e: ReactPointerEvent<HTMLDivElement>) => {
    pointers.current.delete(e.pointerId);
    const g = gesture.current;
    if (!g) return;
    if (g.kind === 'pinch') {
      const rest = [...pointers.current.values()][0];
      // One finger left on the glass carries on as a drag of the zoomed picture.
      gesture.current = rest ? { kind: 'pan', start: rest, startAt: e.timeStamp, startView: view, moved: true } : null;
      if (!rest && view.scale <= 1.02) {
        setAnimate(true);
        setView(RESET);
      }
      return;
    }
    gesture.current = null;
    if (e.type === 'pointercancel') {
      go(index);
      return;
    }
    if (!g.moved) {
      setDragX(0);
      tap(e.timeStamp, { x: e.clientX, y: e.clientY });
      return;
    }
    if (g.kind === 'swipe') {
      const dx = e.clientX - g.start.x;
      const velocity = dx / Math.max(1, e.timeStamp - g.startAt);
      go(swipeTarget(index, count, dx, box().width, velocity));
    }
  };

  if (count === 0) {
    return (
      <div className={styles.viewer} data-testid="image-viewer">
        <p className={styles.empty}>{uiMessages.viewer.empty}</p>
        <TopRow onClose={onClose} counter="" />
      </div>
    );
  }

  return (
    <div className={styles.viewer} data-testid="image-viewer">
      <div
        ref={stage}
        className={styles.stage}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <div
          className={`${styles.strip} ${animate ? styles.animate : ''}`}
          style={{ transform: `translate3d(calc(${-index * 100}% + ${dragX}px), 0, 0)` }}
        >
          {images.map((src, i) => (
            <div className={styles.slide} key={`${i}:${src}`} aria-hidden={i !== index}>
              {/* Only the picture on show and its neighbours load. */}
              {Math.abs(i - index) <= 1 ? (
                <div
                  className={`${styles.zoom} ${animate ? styles.animate : ''}`}
                  style={
                    i === index
                      ? { transform: `translate3d(${view.x}px, ${view.y}px, 0) scale(${view.scale})` }
                      : undefined
                  }
                  data-testid={i === index ? 'viewer-current' : undefined}
                  data-scale={i === index ? view.scale.toFixed(2) : undefined}
                >
                  <SafeImage
                    className={styles.image}
                    src={src}
                    alt=""
                    width={750}
                    height={1000}
                    resizeWidth={1080}
                    fit="contain"
                    placeholder="transparent"
                    priority={i === index}
                  />
                </div>
              ) : null}
            </div>
          ))}
        </div>
      </div>
      <TopRow onClose={onClose} counter={fmt(uiMessages.viewer.counter, { index: index + 1, total: count })} />
      {count > 1 ? (
        <div className={styles.dots} aria-hidden>
          {images.map((_, i) => (
            <span key={i} className={`${styles.dot} ${i === index ? styles.dotOn : ''}`} />
          ))}
        </div>
      ) : null}
    </div>
  );
}

function fromCentreOf(el: HTMLElement, p: Point): Point {
  const r = el.getBoundingClientRect();
  return { x: p.x - r.left - r.width / 2, y: p.y - r.top - r.height / 2 };
}

function TopRow({ onClose, counter }: { onClose: () => void; counter: string }) {
  return (
    <div className={styles.top}>
      <button type="button" className={styles.close} onClick={onClose} aria-label={uiMessages.viewer.close}>
        <svg viewBox="0 0 24 24" width="100%" height="100%" aria-hidden>
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <span className={styles.counter} data-testid="viewer-counter">
        {counter}
      </span>
      <span className={styles.close} aria-hidden />
    </div>
  );
}
