import { uiMessages } from '../../../ui/messages';
import { messages } from '../messages';
import { SafeImage } from '../../../ui/safe-image';
import styles from './save-image-view.module.css';

/**
 * One picture to keep (a poster, a QR code): in-app browsers such as WeChat do not download files, so the
 * picture is shown whole for a long press, with a download button where the browser can save it.
 */
export function SaveImageView({ src, onClose }: { src: string | null; onClose: () => void }) {
  return (
    <div className={styles.view} data-testid="save-image-view">
      <div className={styles.top}>
        <button type="button" className={styles.close} onClick={onClose} aria-label={uiMessages.viewer.close}>
          <svg viewBox="0 0 24 24" width="100%" height="100%" aria-hidden>
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className={styles.frame}>
        {src ? (
          <SafeImage
            className={styles.image}
            src={src}
            alt={messages.saveImage.hint}
            width={750}
            height={1000}
            resizeWidth={1080}
            fit="contain"
            placeholder="transparent"
            priority
          />
        ) : (
          <p className={styles.missing}>{messages.saveImage.missing}</p>
        )}
      </div>
      {src ? (
        <div className={styles.foot}>
          <p className={styles.hint}>{messages.saveImage.hint}</p>
          <a className={styles.save} href={src} download>
            {messages.saveImage.save}
          </a>
        </div>
      ) : null}
    </div>
  );
}
