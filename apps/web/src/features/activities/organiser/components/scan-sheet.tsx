import { useEffect, useRef, useState } from 'react';
import { BottomSheet } from '../../../../ui/bottom-sheet';
import { organiserMessages } from '../messages';
import { canScanQr, createQrReader } from './qr-reader';
import styles from './scan-sheet.module.css';

const t = organiserMessages.checkIn;

// The sheet is its own chunk, fetched only when the publisher taps 扫码; the reader (qr-reader.ts) is the browser's
// BarcodeDetector or, without one, the kept decoder it loads then.

/** The camera, reading QR codes until one is found; its text (the check-in code) goes to `onCode`. */
export default function ScanSheet({ onClose, onCode }: { onClose: () => void; onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  // Without a camera API there is nothing to start: say so from the first render.
  const [problem, setProblem] = useState(() => (canScanQr() ? '' : t.scanUnsupported));
  const found = useRef(onCode);
  useEffect(() => {
    found.current = onCode;
  });

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let stopped = false;
    if (!canScanQr()) return;
    const reading = createQrReader();
    const look = async () => {
      if (stopped || !video.current) return;
      try {
        const text = await (await reading)(video.current);
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
