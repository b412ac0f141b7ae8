// Reads a QR code from the camera's current frame (docs/product/activities.md "Check-in"): the browser's own
// BarcodeDetector where it has one (nothing to download), else the kept decoder (qr-decode.ts, jsQR) loaded on
// the first scan. Both answer the code's text, or null for a frame without one.

type Detector = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
type DetectorClass = new (options: { formats: string[] }) => Detector;
const detectorClass = () => (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;

export type QrReader = (video: HTMLVideoElement) => Promise<string | null>;

/** Whether the check-in can scan at all: a camera API is all it needs now that a decoder is kept. */
export const canScanQr = (): boolean =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

export async function createQrReader(): Promise<QrReader> {
  const Detector = detectorClass();
  if (Detector) {
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue.trim() || null;
  }
  const { decodeQrPixels } = await import('../qr-decode');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    const { videoWidth: w, videoHeight: h } = video;
    if (!context || w === 0 || h === 0) return null;
    canvas.width = w;
    canvas.height = h;
    context.drawImage(video, 0, 0, w, h);
    return decodeQrPixels(context.getImageData(0, 0, w, h).data, w, h);
  };
}
