import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { contentDetailQueryOptions, type ContentDetail } from '../api/content-detail';
import { ensureLogin } from '../api/viewer';
import type { ReplyTarget } from './comment-composer';
import { CommentSection } from './comment-section';
import { CommentSheet } from './comment-sheet';
import { DetailActionBar } from './detail-action-bar';
import { shareLink } from './share';

/**
 * The community's part of a content row shown by another area's screen (a guide on /articleDetails): threaded
 * comments, and the bar with like, collect, comment and share. The row the screen already holds seeds the
 * community's own cache, so no second request is made and likes and collects update it as everywhere else.
 */
export function ContentEngagement({ detail, sharePath }: { detail: ContentDetail; sharePath: string }) {
  const live = useQuery({ ...contentDetailQueryOptions(detail.id), initialData: detail }).data;
  const [sheet, setSheet] = useState<{ open: boolean; reply: ReplyTarget | null }>({ open: false, reply: null });
  const compose = useCallback((reply: ReplyTarget | null) => {
    if (ensureLogin()) setSheet({ open: true, reply });
  }, []);
  const close = useCallback(() => setSheet((s) => ({ ...s, open: false })), []);
  return (
    <>
      <CommentSection
        targetId={live.id}
        targetType="content"
        contentAuthorId={live.author.userId}
        commentCount={live.commentCount}
        onCompose={compose}
      />
      <DetailActionBar
        detail={live}
        onComment={() => compose(null)}
        onShare={() => void shareLink(sharePath, live.title || live.text.slice(0, 30))}
      />
      <CommentSheet open={sheet.open} onClose={close} targetType="content" targetId={live.id} reply={sheet.reply} />
    </>
  );
}
