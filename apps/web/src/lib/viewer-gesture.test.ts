import { describe, expect, it } from 'vitest';
import { clampOffset, clampScale, distance, edgeResistance, midpoint, swipeTarget, zoomAround } from './viewer-gesture';

const SIZE = { width: 375, height: 667 };

describe('viewer gestures', () => {
  it('keeps the scale between 1 and 4', () => {
    expect(clampScale(0.5)).toBe(1);
    expect(clampScale(2)).toBe(2);
    expect(clampScale(9)).toBe(4);
    expect(clampScale(Number.NaN)).toBe(1);
  });

  it('measures fingers', () => {
    expect(distance({ x: 0, y: 0 }, { x: 3, y: 4 })).toBe(5);
    expect(midpoint({ x: 0, y: 0 }, { x: 4, y: 2 })).toEqual({ x: 2, y: 1 });
  });

  it('pans a zoomed picture only as far as its edges', () => {
    expect(clampOffset({ x: 500, y: -500 }, 2, SIZE)).toEqual({ x: 187.5, y: -333.5 });
    expect(clampOffset({ x: 40, y: 40 }, 1, SIZE)).toEqual({ x: 0, y: 0 });
  });

  it('zooms around the fingers', () => {
    // Doubling around a point 100 px right of centre moves the picture 100 px left.
    expect(zoomAround({ x: 0, y: 0 }, 1, 2, { x: 100, y: 0 }, SIZE)).toEqual({ x: -100, y: 0 });
    // Zooming back out recentres.
    expect(zoomAround({ x: -100, y: 0 }, 2, 1, { x: 0, y: 0 }, SIZE)).toEqual({ x: 0, y: 0 });
  });

  it('turns the page past a fifth of the width or on a flick, never past the ends', () => {
    expect(swipeTarget(0, 3, -100, 375, 0)).toBe(1);
    expect(swipeTarget(1, 3, 100, 375, 0)).toBe(0);
    expect(swipeTarget(1, 3, -50, 375, 0)).toBe(1);
    expect(swipeTarget(1, 3, -50, 375, -0.8)).toBe(2);
    expect(swipeTarget(2, 3, -200, 375, 0)).toBe(2);
    expect(swipeTarget(0, 3, 200, 375, 0)).toBe(0);
    expect(swipeTarget(0, 3, -5, 375, -2)).toBe(0);
  });

  it('resists drags past the ends', () => {
    expect(edgeResistance(0, 3, 90)).toBe(30);
    expect(edgeResistance(2, 3, -90)).toBe(-30);
    expect(edgeResistance(1, 3, 90)).toBe(90);
  });
});
