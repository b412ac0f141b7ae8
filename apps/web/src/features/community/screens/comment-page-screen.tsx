import { useNavigate } from 'react-router';
import { fmt } from '../../../lib/messages';
import { messages } from '../messages';
import { SafeImage } from '../../../ui/safe-image';
import type { CommentTargetType } from '../api/comments';
import { useContentDetail } from '../api/content-detail';
import { CommentComposer } from '../components/comment-composer';
import { MissingState } from '../components/missing-state';
import { isContentId, isMissingError } from '../detail-id';
import styles from './comment-page-screen.module.css';

const t = messages.community.comments;

/** /comment: writing a comment (or a reply) on its own page, with what it is about above the box. */
export function CommentPageScreen({
  targetId,
  targetType,
  parentId,
  threadId,
}: {
  targetId: string;
  targetType: CommentTargetType;
  parentId: string;
  threadId: string;
}) {
  const navigate = useNavigate();
  const valid = isContentId(targetId);
  const content = useContentDetail(valid ? targetId : '', targetType === 'post' ? 'post' : 'content');
  // Nothing to comment on: no id, not an id, or the content is gone.
  if (!valid || (content.isError && isMissingError(content.error))) return <MissingState />;
  const d = content.data;
  const cover = d?.images[0]?.url ?? d?.video?.coverURL ?? null;
  const detailPath = `/dynamicDetails?id=${encodeURIComponent(targetId)}`;
  return (
    <div className={styles.page}>
      {d ? (
        <div className={styles.about}>
          {cover ? (
            <SafeImage className={styles.cover} src={cover} width={96} height={96} resizeWidth={160} alt="" />
          ) : null}
          <p className={styles.aboutText}>{fmt(t.about, { title: d.title || d.text })}</p>
        </div>
      ) : null}
      <CommentComposer
        targetType={targetType}
        targetId={targetId}
        reply={parentId ? { parentId, threadId: threadId || parentId, name: '' } : null}
        rows={8}
        autoFocus
        // The detail page scrolls to the new comment and lights it (detail-screen.tsx reads the hash).
        // Queued offline (null): back to the page, where it waits as 待发送.
        onSent={(id) => void navigate(id ? `${detailPath}#comment-${id}` : detailPath, { replace: true })}
      />
    </div>
  );
}
