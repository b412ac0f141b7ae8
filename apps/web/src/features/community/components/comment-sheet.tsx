import { messages } from '../messages';
import { BottomSheet } from '../../../ui/bottom-sheet';
import type { CommentTargetType } from '../api/comments';
import { CommentComposer, type ReplyTarget } from './comment-composer';

/** The comment box sliding up over a detail page; `reply` makes it a reply in a thread. */
export function CommentSheet({
  open,
  onClose,
  targetType,
  targetId,
  reply,
  onSent,
}: {
  open: boolean;
  onClose: () => void;
  targetType: CommentTargetType;
  targetId: string;
  reply: ReplyTarget | null;
  /** After a send, with the new comment's id (null when queued offline); the sheet closes itself. */
  onSent?: (id: string | null) => void;
}) {
  const t = messages.community.comments;
  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      title={reply ? t.reply : t.writeTitle}
      closeLabel={messages.community.person.close}
      testId="comment-sheet"
    >
      <CommentComposer
        key={reply?.parentId ?? 'top'}
        targetType={targetType}
        targetId={targetId}
        reply={reply}
        onSent={(id) => {
          onClose();
          onSent?.(id);
        }}
        autoFocus
      />
    </BottomSheet>
  );
}
