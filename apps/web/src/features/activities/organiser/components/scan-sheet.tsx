import { useEffect, useRef, useState } from 'react';
import { BottomSheet } from '../../../../ui/bottom-sheet';
import { organiserMessages } from '../messages';
import styles from './scan-sheet.module.css';

const t = organiserMessages.checkIn;

// The browser's own QR reader (Chrome on Android, among others): no library, so nothing heavy is loaded. The
// sheet is its own chunk, fetched only when the publisher taps 扫码.
type Detector = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
type DetectorClass = new (options: { formats: string[] }) => Detector;
const readerClass = () => (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;

/** The camera, reading QR codes until one is found; its text (the check-in code) goes to `onCode`. */
export default function ScanSheet({ onClose, onCode }: { onClose: () => void; onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  // Without a reader or a camera API there is nothing to start: say so from the first render.
  const [problem, setProblem] = useState(() =>
    readerClass() && typeof navigator.mediaDevices?.getUserMedia === 'function' ? '' : t.scanUnsupported,
  );
  const found = useRef(onCode);
  useEffect(() => {
    found.current = onCode;
  });

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let stopped = false;
    const Detector = readerClass();
    if (!Detector || typeof navigator.mediaDevices?.getUserMedia !== 'function') return;
    const detector = new Detector({ formats: ['qr_code'] });
    const look = async () => {
      if (stopped || !video.current) return;
      try {
        const codes = await detector.detect(video.current);
        const text = codes[0]?.rawValue.trim();
        if (text) return found.current(text);
      } catch {
        // A frame that is not ready yet; try the next one.
      }
      timer = setTimeout(() => void look(), 250);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (s) => {
        if (stopped) return s.getTracks().forEach((track) => track.stop());
        stream = s;
        if (!video.current) return;
        video.current.srcObject = s;
        await video.current.play();
        void look();
      })
      .catch(() => setProblem(t.cameraDenied));
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <BottomSheet open onClose={onClose} title={t.scanTitle} closeLabel={organiserMessages.common.close}>
      <div className={styles.frame}>
        {problem ? (
          <p className={styles.problem} role="alert">
            {problem}
          </p>
        ) : (
          <>
            <video ref={video} className={styles.video} playsInline muted />
            <span className={styles.target} aria-hidden />
          </>
        )}
      </div>
      {problem ? null : <p className={styles.hint}>{t.scanHint}</p>}
    </BottomSheet>
  );
}
