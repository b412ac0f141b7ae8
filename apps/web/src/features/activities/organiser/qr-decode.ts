import jsQR from 'jsqr';

// The kept QR decoder for browsers without BarcodeDetector (iOS Safari, desktop Chromium, older WebViews). It is
// imported only by components/qr-reader.ts's fallback, lazily, so it travels with nothing but the check-in camera.

/** The text of the QR code in an RGBA frame, or null when there is none to read. */
export function decodeQrPixels(rgba: Uint8ClampedArray, width: number, height: number): string | null {
  const text = jsQR(rgba, width, height, { inversionAttempts: 'attemptBoth' })?.data.trim();
  return text ? text : null;
}
