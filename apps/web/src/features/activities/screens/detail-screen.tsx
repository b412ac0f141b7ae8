import { useQueryClient } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import { isApiError } from '../../../api/api-error';
import { NotFoundState } from '../../../ui/not-found-state';
import { LoadFailed } from '../../../ui/load-failed';
import { Skeleton } from '../../../ui/skeleton';
import { useActivity } from '../api/activity-detail';
import { activityKeys } from '../api/activity-list';
import type { ActivityDetail } from '../api/contract-types';
import { DetailContent, DetailHead, DetailInfo, DetailOrganiser, DetailTickets } from '../components/detail-parts';
import { EnrolButton } from '../components/enrol-button';
import { EnrolledFaces } from '../components/enrolled-faces';
import { messages } from '../messages';
import { ReportButton } from '../../../ui/report-button';
import styles from './detail-screen.module.css';

/** What a slot gets: the activity, where to share it, and a way to fetch its counts anew. */
export type ActivitySlotProps = {
  activityId: string;
  title: string;
  publisherId: string;
  social: ActivityDetail['social'];
  sharePath: string;
  onChanged: () => void;
};

/** Likes, comments and follow belong to another area: the page passes them in. */
export type ActivitySlots = {
  actions?: (p: ActivitySlotProps) => ReactNode;
  comments?: (p: ActivitySlotProps) => ReactNode;
  follow?: (p: { userId: string; followed: boolean }) => ReactNode;
};

export const isMissing = (e: unknown) => isApiError(e) && (e.code === 404 || e.httpStatus === 404);

export function NotFound({ title = messages.detail.missing }: { title?: string }) {
  return <NotFoundState title={title} back={{ to: '/activitySquare', label: messages.detail.back }} />;
}

function DetailSkeleton() {
  return (
    <div aria-busy data-testid="activity-skeleton">
      <Skeleton style={{ height: '5.6rem', borderRadius: 0 }} />
      <div className={styles.skeletonBody}>
        <Skeleton style={{ height: '0.5333rem', width: '85%' }} />
        <Skeleton style={{ height: '0.4rem', width: '50%' }} />
        <Skeleton style={{ height: '2rem' }} />
        <Skeleton style={{ height: '1.6rem' }} />
      </div>
    </div>
  );
}

/**
 * /activityDetails, /activityDetails1 and /activityH5 (?id=): cover, time, place, tickets left, organiser, the
 * faces of who signed up, the introduction and custom blocks, comments; a bar with like, collect, comment, share
 * and the sign-up button that tells the state.
 */
export function ActivityDetailScreen({ id, slots = {} }: { id: string; slots?: ActivitySlots }) {
  const detail = useActivity(id);
  const queryClient = useQueryClient();
  const onChanged = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: activityKeys.detail(id) }),
    [queryClient, id],
  );

  if (id === '') return <NotFound />;
  if (detail.isPending) return <DetailSkeleton />;
  if (detail.isError) return <LoadFailed query={detail} missing={isMissing(detail.error)} notFound={<NotFound />} />;

  const a = detail.data;
  const slot: ActivitySlotProps = {
    activityId: a.id,
    title: a.title,
    publisherId: a.publisher.userId,
    social: a.social,
    sharePath: `/activityDetails?id=${encodeURIComponent(a.id)}`,
    onChanged,
  };
  return (
    <>
      <article className={styles.page} data-testid="activity-detail" data-activity-id={a.id}>
        <DetailHead a={a} />
        <DetailInfo a={a} />
        <DetailTickets a={a} />
        <DetailOrganiser
          a={a}
          follow={slots.follow?.({ userId: a.publisher.userId, followed: a.social.ownerFollowed })}
        />
        <EnrolledFaces activityId={a.id} count={a.enrolledCount} />
        <DetailContent a={a} />
        <div className={styles.report}>
          <ReportButton targetType="activity" targetId={a.id} className={styles.reportLink} />
        </div>
        {slots.comments ? <div className={styles.comments}>{slots.comments(slot)}</div> : null}
      </article>
      <div className={styles.bar} data-testid="enrol-bar">
        {/* Keyed by the counts, so the slot starts again from the server's numbers when they change. */}
        <div className={styles.actions} key={`${a.social.likeCount}-${a.social.liked}-${a.social.collected}`}>
          {slots.actions?.(slot)}
        </div>
        <EnrolButton a={a} />
      </div>
    </>
  );
}
