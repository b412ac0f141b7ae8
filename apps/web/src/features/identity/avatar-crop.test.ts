import { describe, expect, it } from 'vitest';
import { clampPan, cropRect, isAvatarCandidate, shownSize } from './avatar-crop';

const wide = { width: 800, height: 400 };
const tall = { width: 300, height: 900 };

describe('the square avatar crop', () => {
  it('shows the picture covering the frame at zoom 1', () => {
    expect(shownSize(wide, 200, 1)).toEqual({ width: 400, height: 200 });
    expect(shownSize(tall, 300, 2)).toEqual({ width: 600, height: 1800 });
  });

  it('keeps the centre square when not moved', () => {
    expect(cropRect(wide, 200, 1, { x: 0, y: 0 })).toEqual({ sx: 200, sy: 0, side: 400 });
    expect(cropRect(tall, 300, 1, { x: 0, y: 0 })).toEqual({ sx: 0, sy: 300, side: 300 });
  });

  it('never lets the frame go past the picture’s edges', () => {
    expect(clampPan(wide, 200, 1, { x: 500, y: 40 })).toEqual({ x: 100, y: 0 });
    // Dragged fully right: the left edge of the picture is kept.
    expect(cropRect(wide, 200, 1, { x: 500, y: 0 })).toEqual({ sx: 0, sy: 0, side: 400 });
    expect(cropRect(wide, 200, 1, { x: -500, y: 0 })).toEqual({ sx: 400, sy: 0, side: 400 });
  });

  it('keeps a smaller square when zoomed in, still inside the picture', () => {
    const r = cropRect(wide, 200, 2, { x: 0, y: 0 });
    expect(r).toEqual({ sx: 300, sy: 100, side: 200 });
    const corner = cropRect(wide, 200, 2, { x: 10_000, y: 10_000 });
    expect(corner).toEqual({ sx: 0, sy: 0, side: 200 });
  });
});

describe('a picked avatar file', () => {
  it.each([
    [{ type: 'image/jpeg', name: 'a.jpg' }, true],
    [{ type: 'image/png', name: 'x' }, true],
    [{ type: '', name: 'IMG_0001.HEIC' }, true],
    [{ type: 'application/pdf', name: '行程.pdf' }, false],
    [{ type: 'video/mp4', name: 'clip.mp4' }, false],
    [{ type: 'text/plain', name: 'note.jpg' }, false],
    [{ type: 'image/svg+xml', name: 'logo.svg' }, false],
    [{ type: '', name: 'readme' }, false],
  ])('%j is a candidate: %s', (file, yes) => expect(isAvatarCandidate(file)).toBe(yes));
});
