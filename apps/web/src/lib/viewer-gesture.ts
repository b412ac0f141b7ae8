// The arithmetic of the big-picture viewer: pinch and double-tap zoom, panning a zoomed picture within its
// edges, and deciding where a swipe lands.

export const MIN_SCALE = 1;
export const MAX_SCALE = 4;
export const DOUBLE_TAP_SCALE = 2.5;
/** A swipe turns the page past a fifth of the width, or when flicked faster than this (px per ms). */
export const SWIPE_FRACTION = 0.2;
export const FLICK_VELOCITY = 0.5;

export type Point = { x: number; y: number };

export const clampScale = (s: number): number => Math.min(MAX_SCALE, Math.max(MIN_SCALE, Number.isFinite(s) ? s : 1));

export const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);

export const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/** Keeps a picture scaled about its centre from showing a gap at any edge of a `size` viewport. */
export function clampOffset(offset: Point, scale: number, size: { width: number; height: number }): Point {
  const maxX = Math.max(0, (size.width * scale - size.width) / 2);
  const maxY = Math.max(0, (size.height * scale - size.height) / 2);
  const clamp = (v: number, max: number) => Math.min(max, Math.max(-max, v)) || 0;
  return { x: clamp(offset.x, maxX), y: clamp(offset.y, maxY) };
}

/**
 * Zooming to `nextScale` around `focus` (relative to the viewport centre), so the point under the fingers
 * stays under them; then clamped to the edges.
 */
export function zoomAround(
  offset: Point,
  scale: number,
  nextScale: number,
  focus: Point,
  size: { width: number; height: number },
): Point {
  const s = clampScale(nextScale);
  const ratio = s / scale;
  const next = { x: focus.x - (focus.x - offset.x) * ratio, y: focus.y - (focus.y - offset.y) * ratio };
  return clampOffset(next, s, size);
}

/** The page a horizontal swipe of `dx` px ends on (dx < 0 moves to the next picture). */
export function swipeTarget(index: number, count: number, dx: number, width: number, velocity: number): number {
  const far = Math.abs(dx) > width * SWIPE_FRACTION;
  const fast = Math.abs(velocity) > FLICK_VELOCITY && Math.abs(dx) > 10;
  if (!far && !fast) return index;
  const next = dx < 0 ? index + 1 : index - 1;
  return Math.min(count - 1, Math.max(0, next));
}

/** Dragging past the first or last picture moves a third as far: the edge is felt, not hit. */
export function edgeResistance(index: number, count: number, dx: number): number {
  if ((index === 0 && dx > 0) || (index === count - 1 && dx < 0)) return dx / 3;
  return dx;
}
