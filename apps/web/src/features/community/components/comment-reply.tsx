import type { ReplyRow } from '../api/comments';
import { Avatar } from './avatar';
import { CommentMeta, CommentName, PraiseButton } from './comment-parts';
import styles from './comment-item.module.css';

/** One reply in a thread: "name ▸ replied-to: text" when it answers a reply rather than the comment. */
export function CommentReply({
  reply,
  threadAuthorId,
  contentAuthorId,
  onReply,
  onDelete,
}: {
  reply: ReplyRow;
  threadAuthorId: string;
  contentAuthorId: string;
  onReply: () => void;
  onDelete?: (() => void) | undefined;
}) {
  // A reply to the thread's own comment needs no "▸ name"; a reply to another reply names whom it answers.
  const answers = reply.replyTo && reply.replyTo.userId !== threadAuthorId ? reply.replyTo : null;
  return (
    <li className={styles.reply} data-testid="comment-reply" data-comment-id={reply.id}>
      <Avatar src={reply.author.avatar} size={22} />
      <div className={styles.main}>
        <div className={styles.head}>
          <CommentName
            userId={reply.author.userId}
            nickname={reply.author.nickname}
            isAuthor={reply.author.userId === contentAuthorId}
          />
          {answers ? (
            <>
              <span className={styles.arrow} aria-hidden>
                ▸
              </span>
              <span className={styles.replyTo}>{answers.nickname}</span>
            </>
          ) : null}
          <PraiseButton id={reply.id} praised={reply.praised} count={reply.praiseCount} />
        </div>
        <p className={styles.text} data-testid="comment-text">
          {reply.text}
        </p>
        <CommentMeta
          createdAt={reply.createdAt}
          onReply={onReply}
          onDelete={onDelete}
          commentId={reply.id}
          held={reply.status === 'review'}
        />
      </div>
    </li>
  );
}
