import { useEffect, useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './action-icons';
import styles from './bottom-sheet.module.css';

/**
 * The project's one sheet: a panel sliding up from the bottom over a dimmed page (comment box, pickers, menus,
 * the account sheet). Rendered into <body> so a transformed ancestor (pull to refresh) cannot pin it inside the
 * page; Escape and the mask close it.
 */
export function BottomSheet({
  open,
  onClose,
  title,
  label,
  closeLabel,
  children,
  testId,
}: {
  open: boolean;
  onClose: () => void;
  title?: string;
  /** The sheet's accessible name when it has no title. */
  label?: string;
  closeLabel: string;
  children: ReactNode;
  testId?: string;
}) {
  const titleId = useId();
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    // The page behind must not scroll with the sheet.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [open, onClose]);

  if (!open) return null;
  return createPortal(
    <div className={styles.root}>
      <div className={styles.mask} onClick={onClose} aria-hidden />
      <section
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : label}
        data-testid={testId}
      >
        {title ? (
          <header className={styles.head}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
              <CloseIcon />
            </button>
          </header>
        ) : null}
        {children}
      </section>
    </div>,
    document.body,
  );
}
