import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MoreIcon } from '../../../ui/action-icons';
import { ReportSheetLazy } from '../../../ui/report-button';
import { BottomSheet } from '../../../ui/bottom-sheet';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { showToast } from '../../../ui/toast';
import type { ContentDetail } from '../api/content-detail';
import { useDeleteOwnContent, useUpdateOwnContent } from '../api/trust';
import { ensureLogin } from '../api/viewer';
import { messages } from '../messages';
import styles from './content-more.module.css';

const t = messages.trust;

/** A detail's "…": report it; on one's own post, edit (text and title) or delete it (after a confirmation). */
export function ContentMore({ detail }: { detail: ContentDetail }) {
  const [open, setOpen] = useState<'menu' | 'report' | 'edit' | 'delete' | null>(null);
  const close = () => setOpen(null);
  const navigate = useNavigate();
  const remove = useDeleteOwnContent();
  const update = useUpdateOwnContent();
  const [title, setTitle] = useState(detail.title);
  const [text, setText] = useState(detail.text);
  const mine = detail.author.isMe;

  const save = () =>
    update.mutate(
      { id: detail.id, text, ...(detail.type === 'article' ? { title } : {}) },
      {
        onSuccess: () => {
          showToast(t.saved);
          close();
        },
      },
    );

  return (
    <>
      <button
        type="button"
        className={styles.more}
        aria-label={t.more}
        onClick={() => ensureLogin() && setOpen('menu')}
        data-testid="content-more"
      >
        <MoreIcon />
      </button>
      <BottomSheet open={open === 'menu'} onClose={close} label={t.more} closeLabel={t.close}>
        <div className={styles.menu}>
          {mine ? (
            <>
              <button
                type="button"
                className={styles.menuItem}
                onClick={() => setOpen('edit')}
                data-testid="content-edit"
              >
                {t.edit}
              </button>
              <button
                type="button"
                className={`${styles.menuItem} ${styles.danger}`}
                onClick={() => setOpen('delete')}
                data-testid="content-delete"
              >
                {t.delete}
              </button>
            </>
          ) : (
            <button
              type="button"
              className={styles.menuItem}
              onClick={() => setOpen('report')}
              data-testid="content-report"
            >
              {t.report}
            </button>
          )}
          <button type="button" className={styles.menuItem} onClick={close}>
            {t.cancel}
          </button>
        </div>
      </BottomSheet>
      <ReportSheetLazy open={open === 'report'} onClose={close} targetType="content" targetId={detail.id} />
      <BottomSheet open={open === 'edit'} onClose={close} title={t.editTitle} closeLabel={t.close} testId="edit-sheet">
        <div className={styles.edit}>
          {detail.type === 'article' ? (
            <input
              className={styles.input}
              value={title}
              placeholder={t.titlePlaceholder}
              onChange={(e) => setTitle(e.target.value)}
              data-testid="edit-title"
            />
          ) : null}
          <textarea
            className={styles.textarea}
            value={text}
            onChange={(e) => setText(e.target.value)}
            data-testid="edit-text"
          />
          <button
            type="button"
            className={styles.save}
            disabled={update.isPending}
            onClick={save}
            data-testid="edit-save"
          >
            {t.save}
          </button>
        </div>
      </BottomSheet>
      <ConfirmDialog
        open={open === 'delete'}
        title={t.deleteConfirm}
        hint={t.deleteHint}
        confirmLabel={t.delete}
        cancelLabel={t.cancel}
        danger
        onCancel={close}
        onConfirm={() =>
          remove.mutate(detail.id, {
            onSuccess: () => {
              close();
              showToast(t.deleted);
              void navigate('/speakTopic', { replace: true });
            },
          })
        }
      />
    </>
  );
}
