import { useEffect, useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './confirm-dialog.module.css';

/**
 * A centred question with two answers, or a notice with one (no `cancelLabel`); the mask and Escape cancel.
 * The project's one dialog: longer content (an agreement's text) goes in `children`.
 */
export function ConfirmDialog({
  open,
  title,
  hint,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  danger,
}: {
  open: boolean;
  title: string;
  hint?: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
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
        {children ? <div className={styles.content}>{children}</div> : null}
        <div className={styles.buttons}>
          {cancelLabel ? (
            <button type="button" className={styles.button} onClick={onCancel}>
              {cancelLabel}
            </button>
          ) : null}
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
