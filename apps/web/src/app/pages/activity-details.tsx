import { useSearchParams } from 'react-router';
import { ActivityDetailScreen, type ActivitySlots } from '../../features/activities/screens/detail-screen';
import { TargetActions, TargetComments, TargetFollow } from '../../features/community/components/target-social';

/** Likes, collects, comments and follow are the community's: composed into the activity screen's slots here. */
const slots: ActivitySlots = {
  actions: (p) => (
    <TargetActions
      targetType="activity"
      targetId={p.activityId}
      liked={p.social.liked}
      likeCount={p.social.likeCount}
      collected={p.social.collected}
      commentCount={p.social.commentCount}
      sharePath={p.sharePath}
      shareTitle={p.title}
    />
  ),
  comments: (p) => (
    <TargetComments
      targetType="activity"
      targetId={p.activityId}
      ownerId={p.publisherId}
      commentCount={p.social.commentCount}
      onChanged={p.onChanged}
    />
  ),
  follow: (p) => <TargetFollow key={`${p.userId}-${p.followed}`} userId={p.userId} followed={p.followed} />,
};

/** /activityDetails, /activityDetails1 and /activityH5, all ?id=: one activity. */
export function Component() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  return <ActivityDetailScreen key={id} id={id} slots={slots} />;
}
