import { useCallback, useMemo, useState } from 'react';
import { fmt } from '../../../lib/messages';
import { messages } from '../messages';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { showToast } from '../../../ui/toast';
import { useDeleteComment, usePendingComments } from '../api/comment-actions';
import { useComments, type CommentTargetType } from '../api/comments';
import type { ReplyTarget } from './comment-composer';
import { CommentItem, type CommentHandlers } from './comment-item';
import styles from './comment-section.module.css';

const t = messages.community.comments;

/** The threaded comments of a content row: count, a box to tap, the list page by page, delete with a question. */
export function CommentSection({
  targetId,
  targetType,
  contentAuthorId,
  commentCount,
  onCompose,
  onChanged,
}: {
  targetId: string;
  targetType: CommentTargetType;
  contentAuthorId: string;
  commentCount: number;
  onCompose: (reply: ReplyTarget | null) => void;
  /** A comment was deleted: the target's own count (kept by its area) is fetched anew. */
  onChanged?: () => void;
}) {
  const comments = useComments(targetId, targetType);
  const remove = useDeleteComment();
  const [deleting, setDeleting] = useState<string | null>(null);

  const onDelete = useCallback((id: string) => setDeleting(id), []);
  const h: CommentHandlers = useMemo(
    () => ({ contentAuthorId, onReply: onCompose, onDelete }),
    [contentAuthorId, onCompose, onDelete],
  );
  const rows = comments.data?.pages.flatMap((p) => p.rows) ?? [];
  const pending = usePendingComments(targetType, targetId);

  const confirmDelete = () => {
    const id = deleting;
    setDeleting(null);
    if (id) {
      remove.mutate(
        { id, targetId, targetType },
        {
          onSuccess: () => {
            showToast(t.deleted);
            onChanged?.();
          },
        },
      );
    }
  };

  let body;
  if (comments.isPending) {
    body = <p className={styles.note}>{t.loading}</p>;
  } else if (comments.isError && rows.length === 0) {
    body = (
      <button type="button" className={styles.note} onClick={() => void comments.refetch()}>
        {t.failed}，{t.retry}
      </button>
    );
  } else if (rows.length === 0) {
    body = pending.length > 0 ? null : <p className={styles.note}>{t.empty}</p>;
  } else {
    body = (
      <>
        <ul className={styles.list} data-testid="comment-list">
          {rows.map((c) => (
            <CommentItem key={c.id} comment={c} h={h} />
          ))}
        </ul>
        {comments.hasNextPage ? (
          <button
            type="button"
            className={styles.more}
            onClick={() => void comments.fetchNextPage()}
            disabled={comments.isFetchingNextPage}
          >
            {comments.isFetchingNextPage ? t.loading : t.more}
          </button>
        ) : (
          <p className={styles.end}>{t.noMore}</p>
        )}
      </>
    );
  }

  return (
    <section className={styles.section} id="comments" aria-label={t.titleEmpty}>
      <h3 className={styles.title}>{commentCount > 0 ? fmt(t.title, { n: commentCount }) : t.titleEmpty}</h3>
      <button type="button" className={styles.entry} onClick={() => onCompose(null)}>
        {messages.community.actions.commentPlaceholder}
      </button>
      {pending.length > 0 ? (
        // Written offline: the reader's own words, waiting for the network (sent once when it is back).
        <ul className={styles.list} aria-label={messages.offline.pending}>
          {pending.map((c) => (
            <li key={c.id} className={styles.pending} data-testid="comment-pending">
              <span className={styles.pendingText}>{c.text}</span>
              <span className={styles.pendingMark}>{messages.offline.pending}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {body}
      <ConfirmDialog
        open={deleting !== null}
        title={t.deleteConfirm}
        hint={t.deleteHint}
        confirmLabel={t.delete}
        cancelLabel={messages.community.square.cancel}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        danger
      />
    </section>
  );
}
