import { useEffect, useId } from 'react';
import { createPortal } from 'react-dom';
import styles from './confirm-dialog.module.css';

/** A centred question with two answers; the mask and Escape cancel. */
export function ConfirmDialog({
  open,
  title,
  hint,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  danger,
}: {
  open: boolean;
  title: string;
  hint?: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  danger?: boolean;
}) {
  const titleId = useId();
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onCancel();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onCancel]);
  if (!open) return null;
  return createPortal(
    <div className={styles.root}>
      <div className={styles.mask} onClick={onCancel} aria-hidden />
      <div className={styles.box} role="alertdialog" aria-modal="true" aria-labelledby={titleId}>
        <p id={titleId} className={styles.title}>
          {title}
        </p>
        {hint ? <p className={styles.hint}>{hint}</p> : null}
        <div className={styles.buttons}>
          <button type="button" className={styles.button} onClick={onCancel}>
            {cancelLabel}
          </button>
          <button
            type="button"
            className={`${styles.button} ${danger ? styles.danger : styles.primary}`}
            onClick={onConfirm}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
