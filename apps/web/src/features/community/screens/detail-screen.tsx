import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { common } from '../../../lib/messages';
import { messages } from '../messages';
import { HOME_PATH } from '../../../lib/login-redirect';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { useComments } from '../api/comments';
import { useContentDetail, type DetailVariant } from '../api/content-detail';
import { ensureLogin } from '../api/viewer';
import type { ReplyTarget } from '../components/comment-composer';
import { CommentSection } from '../components/comment-section';
import { CommentSheet } from '../components/comment-sheet';
import { DetailActionBar } from '../components/detail-action-bar';
import { DetailAuthor } from '../components/detail-author';
import { DetailBody } from '../components/detail-body';
import { DetailMedia } from '../components/detail-media';
import { DetailSkeleton } from '../components/detail-skeleton';
import { RelatedSection } from '../components/related-section';
import { shareLink } from '../components/share';
import styles from './detail-screen.module.css';

const t = messages.community.detail;

/** Missing, deleted, or by someone the viewer blocked: the server answers 404 for all three. */
const isMissing = (e: unknown) => isApiError(e) && (e.code === 404 || e.httpStatus === 404);

/**
 * A dynamic, article or topic post: media, text, author, actions, threaded comments, related content. The
 * first view asks two things at once (the content and its comments); related content waits for the scroll.
 */
export function DetailScreen({ id, variant, sharePath }: { id: string; variant: DetailVariant; sharePath: string }) {
  const detail = useContentDetail(id, variant);
  const targetType = variant === 'post' ? 'post' : 'content';
  // Started here, beside the detail, rather than when the comment list mounts after it.
  useComments(id, targetType);
  const [sheet, setSheet] = useState<{ open: boolean; reply: ReplyTarget | null }>({ open: false, reply: null });
  const compose = useCallback((reply: ReplyTarget | null) => {
    if (ensureLogin()) setSheet({ open: true, reply });
  }, []);
  const close = useCallback(() => setSheet((s) => ({ ...s, open: false })), []);

  if (detail.isPending) return <DetailSkeleton />;
  if (detail.isError) {
    return isMissing(detail.error) || id === '' ? (
      <EmptyState
        title={t.missing}
        hint={t.missingHint}
        action={
          <Link to={HOME_PATH} className={styles.home}>
            {t.backToFeed}
          </Link>
        }
      />
    ) : (
      <ErrorState
        title={common.errorTitle}
        hint={isApiError(detail.error) && detail.error.code > 0 ? detail.error.msg : common.errorHint}
        retryLabel={common.retry}
        onRetry={() => void detail.refetch()}
        retrying={detail.isRefetching}
      />
    );
  }

  const d = detail.data;
  return (
    <>
      <article className={styles.page} data-testid="detail" data-content-id={d.id}>
        <DetailAuthor author={d.author} createdAt={d.createdAt} />
        <DetailMedia detail={d} />
        <DetailBody detail={d} />
        <CommentSection
          targetId={d.id}
          targetType={targetType}
          contentAuthorId={d.author.userId}
          commentCount={d.commentCount}
          onCompose={compose}
        />
        <RelatedSection id={d.id} />
      </article>
      <DetailActionBar
        detail={d}
        onComment={() => compose(null)}
        onShare={() => void shareLink(sharePath, d.title || d.text.slice(0, 30))}
      />
      <CommentSheet open={sheet.open} onClose={close} targetType={targetType} targetId={d.id} reply={sheet.reply} />
    </>
  );
}
