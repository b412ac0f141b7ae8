import { memo, useState } from 'react';
import { fmt } from '../../../lib/messages';
import { messages } from '../messages';
import { useReplies } from '../api/comment-thread';
import type { CommentRow, ReplyRow } from '../api/comments';
import type { ReplyTarget } from './comment-composer';
import { Avatar } from './avatar';
import { CommentMeta, CommentName, PraiseButton } from './comment-parts';
import { CommentReply } from './comment-reply';
import styles from './comment-item.module.css';

const t = messages.community.comments;

export type CommentHandlers = {
  contentAuthorId: string;
  onReply: (target: ReplyTarget) => void;
  onDelete: (id: string) => void;
};

/** A top-level comment with its first replies inline; the rest unfold page by page. */
export const CommentItem = memo(function CommentItem({ comment, h }: { comment: CommentRow; h: CommentHandlers }) {
  const [expanded, setExpanded] = useState(false);
  const replies = useReplies(comment.id, expanded);
  const loaded = replies.data?.pages.flatMap((p) => p.rows);
  const shown: ReplyRow[] = expanded && loaded ? loaded : comment.replies;
  const hidden = Math.max(0, comment.replyCount - comment.replies.length);
  const replyTo = (id: string, name: string) => h.onReply({ parentId: id, threadId: comment.id, name });
  // Whether the viewer may delete a row is the server's access policy, sent with the row: never re-derived here.
  const del = (row: ReplyRow) => (row.canDelete ? () => h.onDelete(row.id) : undefined);

  return (
    <li className={styles.item} data-testid="comment-item" data-comment-id={comment.id}>
      <Avatar src={comment.author.avatar} size={32} />
      <div className={styles.main}>
        <div className={styles.head}>
          <CommentName
            userId={comment.author.userId}
            nickname={comment.author.nickname}
            isAuthor={comment.author.userId === h.contentAuthorId}
          />
          <PraiseButton id={comment.id} praised={comment.praised} count={comment.praiseCount} />
        </div>
        <p className={styles.text} data-testid="comment-text">
          {comment.text}
        </p>
        <CommentMeta
          createdAt={comment.createdAt}
          onReply={() => replyTo(comment.id, comment.author.nickname)}
          onDelete={del(comment)}
          commentId={comment.id}
          held={comment.status === 'review'}
        />
        {shown.length > 0 ? (
          <ul className={styles.replies}>
            {shown.map((r) => (
              <CommentReply
                key={r.id}
                reply={r}
                threadAuthorId={comment.author.userId}
                contentAuthorId={h.contentAuthorId}
                onReply={() => replyTo(r.id, r.author.nickname)}
                onDelete={del(r)}
              />
            ))}
          </ul>
        ) : null}
        {!expanded && hidden > 0 ? (
          <button type="button" className={styles.more} onClick={() => setExpanded(true)} data-testid="expand-replies">
            {fmt(t.replies, { n: hidden })}
          </button>
        ) : null}
        {expanded && replies.hasNextPage ? (
          <button type="button" className={styles.more} onClick={() => void replies.fetchNextPage()}>
            {replies.isFetchingNextPage ? t.loading : t.moreReplies}
          </button>
        ) : null}
        {expanded && !replies.hasNextPage && !replies.isFetching ? (
          <button type="button" className={styles.more} onClick={() => setExpanded(false)}>
            {t.collapse}
          </button>
        ) : null}
      </div>
    </li>
  );
});
