import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { fmt } from '../../../lib/messages';
import { messages } from '../messages';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { showToast } from '../../../ui/toast';
import { useDeleteComment } from '../api/comment-actions';
import { useCommentHead, useReplies } from '../api/comment-thread';
import { useContentDetail } from '../api/content-detail';
import { ensureLogin } from '../api/viewer';
import type { ReplyTarget } from '../components/comment-composer';
import { CommentMeta, CommentName, PraiseButton } from '../components/comment-parts';
import { CommentReply } from '../components/comment-reply';
import { CommentSheet } from '../components/comment-sheet';
import { Avatar } from '../components/avatar';
import { DetailSkeleton } from '../components/detail-skeleton';
import { MissingState } from '../components/missing-state';
import { isContentId } from '../detail-id';
import styles from './comment-thread-screen.module.css';

const t = messages.community.comments;

/** /commentDetails: one comment, every reply page by page, and replying in the thread (with its content known). */
export function CommentThreadScreen({ commentId, contentId }: { commentId: string; contentId: string }) {
  // No comment id, or one that is not an id: not found at once (the query would never start).
  if (!isContentId(commentId)) return <MissingState title={t.threadMissing} />;
  return <CommentThread commentId={commentId} contentId={isContentId(contentId) ? contentId : ''} />;
}

function CommentThread({ commentId, contentId }: { commentId: string; contentId: string }) {
  const head = useCommentHead(commentId);
  const replies = useReplies(commentId);
  const content = useContentDetail(contentId);
  const remove = useDeleteComment();
  const [deleting, setDeleting] = useState<string | null>(null);
  const [sheet, setSheet] = useState<{ open: boolean; reply: ReplyTarget | null }>({ open: false, reply: null });
  const close = useCallback(() => setSheet((s) => ({ ...s, open: false })), []);
  const rows = useMemo(() => replies.data?.pages.flatMap((p) => p.rows) ?? [], [replies.data]);

  if (head.isPending) return <DetailSkeleton />;
  if (head.isError) return <MissingState title={t.threadMissing} />;

  const c = head.data.comment;
  const contentAuthorId = content.data?.author.userId ?? '';
  const reply = (parentId: string, name: string) => {
    if (contentId && ensureLogin()) setSheet({ open: true, reply: { parentId, threadId: c.id, name } });
  };
  const del = (row: { id: string; canDelete: boolean }) => (row.canDelete ? () => setDeleting(row.id) : undefined);
  const confirmDelete = () => {
    const id = deleting;
    setDeleting(null);
    if (!id) return;
    remove.mutate({ id, targetId: contentId }, { onSuccess: () => showToast(t.deleted) });
  };

  return (
    <div className={styles.page}>
      {content.data ? (
        <Link to={`/dynamicDetails?id=${encodeURIComponent(contentId)}`} className={styles.about}>
          {fmt(t.about, { title: content.data.title || content.data.text })}
        </Link>
      ) : null}
      <section className={styles.head} data-testid="thread-head">
        <Avatar src={c.author.avatar} size={36} />
        <div className={styles.main}>
          <div className={styles.row}>
            <CommentName
              userId={c.author.userId}
              nickname={c.author.nickname}
              isAuthor={c.author.userId === contentAuthorId}
            />
            <PraiseButton id={c.id} praised={c.praised} count={c.praiseCount} />
          </div>
          <p className={styles.text} data-testid="comment-text">
            {c.text}
          </p>
          <CommentMeta
            createdAt={c.createdAt}
            onReply={() => reply(c.id, c.author.nickname)}
            onDelete={del(c)}
            held={c.status === 'review'}
          />
        </div>
      </section>
      <section className={styles.replies}>
        <h3 className={styles.title}>
          {t.allReplies} {c.replyCount > 0 ? c.replyCount : ''}
        </h3>
        {rows.length === 0 && !replies.isPending ? <p className={styles.note}>{t.noReplies}</p> : null}
        <ul className={styles.list}>
          {rows.map((r) => (
            <CommentReply
              key={r.id}
              reply={r}
              threadAuthorId={c.author.userId}
              contentAuthorId={contentAuthorId}
              onReply={() => reply(r.id, r.author.nickname)}
              onDelete={del(r)}
            />
          ))}
        </ul>
        {replies.hasNextPage ? (
          <button type="button" className={styles.more} onClick={() => void replies.fetchNextPage()}>
            {replies.isFetchingNextPage ? t.loading : t.moreReplies}
          </button>
        ) : null}
      </section>
      {contentId ? (
        <div className={styles.bar}>
          <button type="button" className={styles.input} onClick={() => reply(c.id, c.author.nickname)}>
            {fmt(t.replyPlaceholder, { name: c.author.nickname })}
          </button>
        </div>
      ) : null}
      <CommentSheet open={sheet.open} onClose={close} targetType="content" targetId={contentId} reply={sheet.reply} />
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
    </div>
  );
}
