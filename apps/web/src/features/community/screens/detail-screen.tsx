import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { LoadFailed } from '../../../ui/load-failed';
import { useComments } from '../api/comments';
import { useContentDetail, type DetailVariant } from '../api/content-detail';
import { viewerId } from '../api/viewer';
import { pendingLoginIntent } from '../../../session/login-intent';
import { commentIntentKey, type CommentDraft, type ReplyTarget } from '../components/comment-composer';
import { CommentSection } from '../components/comment-section';
import { CommentSheet } from '../components/comment-sheet';
import { ContentMore } from '../components/content-more';
import { DetailActionBar } from '../components/detail-action-bar';
import { DetailAuthor } from '../components/detail-author';
import { DetailBody } from '../components/detail-body';
import { DetailMedia } from '../components/detail-media';
import { DetailSkeleton } from '../components/detail-skeleton';
import { MissingState } from '../components/missing-state';
import { RelatedSection } from '../components/related-section';
import { shareLink } from '../components/share';
import { isContentId, isMissingError } from '../detail-id';
import { messages } from '../messages';
import { revealComment } from '../lib/reveal-comment';
import styles from './detail-screen.module.css';

/**
 * A dynamic, article or topic post: media, text, author, actions, threaded comments, related content. The
 * first view asks two things at once (the content and its comments); related content waits for the scroll.
 */
export function DetailScreen({ id, variant, sharePath }: { id: string; variant: DetailVariant; sharePath: string }) {
  // No id, or one that is not a content id, can never load: it is not found, without asking the server.
  return isContentId(id) ? <LoadedDetail id={id} variant={variant} sharePath={sharePath} /> : <MissingState />;
}

function LoadedDetail({ id, variant, sharePath }: { id: string; variant: DetailVariant; sharePath: string }) {
  const detail = useContentDetail(id, variant);
  const targetType = variant === 'post' ? 'post' : 'content';
  // Started here, beside the detail, rather than when the comment list mounts after it.
  useComments(id, targetType);
  // Back from a login started by sending a comment: the sheet opens again, and its box takes the draft.
  const [sheet, setSheet] = useState<{ open: boolean; reply: ReplyTarget | null }>(() => {
    const draft = pendingLoginIntent<CommentDraft>(commentIntentKey(targetType, id));
    return draft && viewerId() ? { open: true, reply: draft.reply } : { open: false, reply: null };
  });
  // Anyone may write; sending asks for a login, keeping the draft (comment-composer.tsx).
  const compose = useCallback((reply: ReplyTarget | null) => setSheet({ open: true, reply }), []);
  const close = useCallback(() => setSheet((s) => ({ ...s, open: false })), []);
  // Sent from /comment, which comes back with #comment-<id>: show that comment once the page is there.
  const { hash } = useLocation();
  const loaded = detail.isSuccess;
  useEffect(() => {
    const sent = /^#comment-(\d+)$/.exec(hash)?.[1];
    if (loaded && sent) return revealComment(sent);
  }, [hash, loaded]);

  if (detail.isPending) return <DetailSkeleton />;
  if (detail.isError) {
    return <LoadFailed query={detail} missing={isMissingError(detail.error)} notFound={<MissingState />} />;
  }

  const d = detail.data;
  return (
    <>
      <article className={styles.page} data-testid="detail" data-content-id={d.id}>
        {d.hidden ? (
          <p className={styles.hidden} data-testid="detail-hidden">
            {messages.trust.hidden}
          </p>
        ) : null}
        <DetailAuthor
          author={d.author}
          createdAt={d.createdAt}
          editedAt={d.editedAt}
          more={<ContentMore detail={d} />}
        />
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
      <CommentSheet
        open={sheet.open}
        onClose={close}
        targetType={targetType}
        targetId={d.id}
        reply={sheet.reply}
        onSent={(commentId) => void (commentId && revealComment(commentId))}
      />
    </>
  );
}
