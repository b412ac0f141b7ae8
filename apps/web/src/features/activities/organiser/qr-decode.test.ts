import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { decodeQrPixels } from './qr-decode';

// The kept decoder reads what the attendee's page draws (a QR of the check-in code, qrcode's matrix), as a camera
// frame gives it: RGBA pixels, the code scaled up inside a quiet zone, dark on light, or light on dark.

function frame(text: string, { scale = 6, margin = 4, invert = false } = {}) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = (modules.size + margin * 2) * scale;
  const rgba = new Uint8ClampedArray(side * side * 4);
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) {
      const mx = Math.floor(x / scale) - margin;
      const my = Math.floor(y / scale) - margin;
      const dark = mx >= 0 && my >= 0 && mx < modules.size && my < modules.size && modules.get(my, mx) === 1;
      const v = dark !== invert ? 20 : 235;
      rgba.set([v, v, v, 255], (y * side + x) * 4);
    }
  return { rgba, side };
}

describe('decodeQrPixels', () => {
  it('reads a check-in code from a frame of its QR', () => {
    const { rgba, side } = frame('83920174');
    expect(decodeQrPixels(rgba, side, side)).toBe('83920174');
  });

  it('reads a QR shown light on dark (a phone in dark mode)', () => {
    const { rgba, side } = frame('HX-2026-0042', { invert: true });
    expect(decodeQrPixels(rgba, side, side)).toBe('HX-2026-0042');
  });

  it('answers null for a frame without a code', () => {
    const side = 120;
    const rgba = new Uint8ClampedArray(side * side * 4).fill(200);
    expect(decodeQrPixels(rgba, side, side)).toBeNull();
  });
});
