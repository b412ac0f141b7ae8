import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post, type ApiOutput } from '../../../api/http';
import { contentDetailKeys, type ContentDetail } from './content-detail';
import { applyFollowToLists, fansKeys } from './fans';
import { userProfileKeys, type UserProfile } from './user-profile';
import { viewerId } from './viewer';

export type FollowAnswer = ApiOutput<'/api/service/user/v1/follow'>;

export function followUser(userId: string, follow: boolean) {
  return post(follow ? '/api/service/user/v1/follow' : '/api/service/user/v1/unFollow', { userId });
}

/** Sets `followed` of one author on every cached detail and profile; the profile's fan count moves with it. */
function applyFollow(queryClient: ReturnType<typeof useQueryClient>, userId: string, followed: boolean) {
  queryClient.setQueriesData<ContentDetail>({ queryKey: contentDetailKeys.all }, (d) =>
    d && d.author.userId === userId && d.author.followed !== followed ? { ...d, author: { ...d.author, followed } } : d,
  );
  queryClient.setQueryData<UserProfile>(userProfileKeys.of(userId), (p) =>
    p && p.followed !== followed
      ? { ...p, followed, followerCount: Math.max(0, p.followerCount + (followed ? 1 : -1)) }
      : p,
  );
  applyFollowToLists(queryClient, userId, followed);
}

export function useFollowUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, follow }: { userId: string; follow: boolean }) => followUser(userId, follow),
    onMutate: ({ userId, follow }) => applyFollow(queryClient, userId, follow),
    onError: (_e, { userId, follow }) => applyFollow(queryClient, userId, !follow),
    onSuccess: (answer, { userId }) => applyFollow(queryClient, userId, answer.followed),
    // "Following" feeds change with it, and so do the viewer's own counts and lists.
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['community', 'pub-list'], refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: fansKeys.all, refetchType: 'none' }),
      ]);
      const me = viewerId();
      if (me) await queryClient.invalidateQueries({ queryKey: userProfileKeys.of(me) });
    },
  });
}
