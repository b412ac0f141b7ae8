import { TEXT_LIMITS, textLength } from '@app/rules';
import { useRef, useState } from 'react';
import { fmt } from '../../../lib/messages';
import { messages } from '../messages';
import { showToast } from '../../../ui/toast';
import { useSingleFlight } from '../../../ui/use-single-flight';
import { isQueued } from '../../../api/offline-writes';
import { useAddComment } from '../api/comment-actions';
import type { CommentTargetType } from '../api/comments';
import { useLoginIntent } from '../../../session/login-intent';
import { viewerId } from '../api/viewer';
import styles from './comment-composer.module.css';

const t = messages.community.comments;
const MAX = TEXT_LIMITS.comment;

export type ReplyTarget = { parentId: string; threadId: string; name: string };
/** What an anonymous send keeps across the login: the words, and whom they answer. */
export type CommentDraft = { text: string; reply: ReplyTarget | null };
export const commentIntentKey = (targetType: CommentTargetType, targetId: string) =>
  `comment:${targetType}:${targetId}`;

/** The comment box: the 500-unit counter (a Chinese character counts 2) and the send button. */
export function CommentComposer({
  targetType,
  targetId,
  reply,
  onSent,
  autoFocus,
  rows = 4,
}: {
  targetType: CommentTargetType;
  targetId: string;
  reply?: ReplyTarget | null;
  /** The new comment's id: the page scrolls to it; null when it was queued offline (待发送). */
  onSent?: (id: string | null) => void;
  autoFocus?: boolean;
  rows?: number;
}) {
  const [text, setText] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const add = useAddComment();
  // Sent while anonymous: the draft goes through the login and comes back into this box, to be sent as it is
  // or changed (a comment passes the content filter and is the user's words: they send it, not the page).
  const keepDraft = useLoginIntent(commentIntentKey(targetType, targetId), (draft: CommentDraft) => {
    setText(draft.text);
    input.current?.focus();
  });
  const length = textLength(text);
  const over = length > MAX;
  const blank = text.trim() === '';

  const flight = useSingleFlight();
  const sending = flight.busy || add.isPending;

  const send = () => {
    if (blank || over) return;
    if (!viewerId()) {
      keepDraft({ text, reply: reply ?? null });
      return;
    }
    flight.run(() =>
      add
        .mutateAsync({
          targetType,
          targetId,
          text: text.trim(),
          ...(reply ? { parentId: reply.parentId, threadId: reply.threadId } : {}),
        })
        .then((answer) => {
          setText('');
          if (isQueued(answer)) {
            showToast(t.queued);
            onSent?.(null);
            return;
          }
          const { id, notice } = answer;
          // A comment held for review says so (内容已提交审核); its author sees it marked 审核中 meanwhile.
          showToast(notice ?? t.sent);
          onSent?.(id);
        }),
    );
  };

  return (
    <div className={styles.box}>
      <textarea
        className={styles.input}
        ref={input}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={
          reply ? fmt(t.replyPlaceholder, { name: reply.name }) : messages.community.actions.commentPlaceholder
        }
        rows={rows}
        // The server counts the limit; the box lets a paste through so it can be trimmed rather than lost.
        autoFocus={autoFocus}
        aria-label={reply ? fmt(t.replyPlaceholder, { name: reply.name }) : t.writeTitle}
        data-testid="comment-input"
      />
      <div className={styles.foot}>
        <span
          className={`${styles.counter} ${over ? styles.over : ''}`}
          aria-live="polite"
          data-testid="comment-counter"
        >
          {over ? fmt(t.tooLong, { max: MAX }) : fmt(t.counter, { n: length, max: MAX })}
        </span>
        <button
          type="button"
          className={styles.send}
          onClick={send}
          disabled={blank || over || sending}
          data-testid="comment-send"
        >
          {sending ? t.sending : t.send}
        </button>
      </div>
    </div>
  );
}
