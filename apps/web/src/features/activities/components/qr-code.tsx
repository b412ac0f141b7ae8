import { useEffect, useState } from 'react';
import { messages } from '../messages';
import styles from './qr-code.module.css';

type State = { code: string; url: string | null; failed: boolean };

/**
 * The check-in code as a QR picture. The `qrcode` library loads here, on the two screens that show a code, and
 * nowhere else: it never reaches the first load.
 */
export function QrCode({ code, size = 180 }: { code: string; size?: number }) {
  const [state, setState] = useState<State>({ code: '', url: null, failed: false });
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((QR) => QR.toDataURL(code, { margin: 1, width: size * 2, errorCorrectionLevel: 'M' }))
      .then(
        (url) => live && setState({ code, url, failed: false }),
        () => live && setState({ code, url: null, failed: true }),
      );
    return () => {
      live = false;
    };
  }, [code, size]);
  const rem = `${(size / 37.5).toFixed(4)}rem`;
  const current = state.code === code ? state : { url: null, failed: false };
  return (
    <div className={styles.box} style={{ width: rem, height: rem }} data-testid="qr-code">
      {current.url ? (
        <img src={current.url} alt={code} width={size} height={size} data-testid="qr-image" />
      ) : (
        <span className={styles.wait}>{current.failed ? messages.result.qrFailed : messages.result.qrLoading}</span>
      )}
    </div>
  );
}
