import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../../api/http';
import type { ActivityInput, ActivitySaved } from './contract-types';
import { AREA, organiserKeys } from './keys';

// The publishing flow's calls: the whitelist, the categories, the activity being written, and its saves.

const S = '/api/service/community/v1/activity';

/** isPermissionActivityByToken: whether this user may publish (the whitelist). */
export const usePermission = (userId: string) =>
  useQuery({
    queryKey: organiserKeys.permission(userId),
    queryFn: ({ signal }) => post(`${S}/isPermissionActivityByToken`, {}, { signal, toast: false }),
    enabled: userId !== '',
  });

/** publisherApplication: this user's latest application to publish and its state. */
export const usePublisherApplication = (userId: string) =>
  useQuery({
    queryKey: organiserKeys.application(userId),
    queryFn: ({ signal }) => post(`${S}/publisherApplication`, {}, { signal, toast: false }),
    enabled: userId !== '',
  });

/** applyPublisher: applies with a short reason; the answer is the application's new state. */
export function useApplyPublisher(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => post(`${S}/applyPublisher`, { reason }),
    onSuccess: (answer) => queryClient.setQueryData(organiserKeys.application(userId), answer),
  });
}

/** queryMainCategory: the categories a publisher may choose. */
export const useClassifys = () =>
  useQuery({
    queryKey: organiserKeys.classifys(),
    queryFn: ({ signal }) => post(`${S}/queryMainCategory`, {}, { signal, toast: false }),
    staleTime: 10 * 60_000,
  });

export function activityQueryOptions(id: string) {
  return queryOptions({
    queryKey: organiserKeys.activity(id),
    queryFn: ({ signal }) => post('/api/community/v1/activity/findOne', { id }, { signal, toast: false }),
  });
}

/**
 * The activity being written or edited (its publisher sees drafts too). Each step starts from a fresh copy: the
 * step before may have saved a moment ago, so `fresh` is false until this screen's own fetch has answered.
 */
export function useOwnActivity(id: string) {
  const query = useQuery({ ...activityQueryOptions(id), enabled: id !== '', refetchOnMount: 'always' });
  return { ...query, fresh: query.isFetchedAfterMount && query.data !== undefined };
}

/** The newest draft of this user, to resume when they come back to /activityEdit. */
export const useLatestDraft = (userId: string, enabled: boolean) =>
  useQuery({
    queryKey: organiserKeys.latestDraft(userId),
    queryFn: async ({ signal }) => {
      const page = await post(`${S}/myPublish`, { status: 'draft', pageSize: 1 }, { signal, toast: false });
      return page.rows[0] ?? null;
    },
    enabled: enabled && userId !== '',
    staleTime: 0,
  });

/**
 * Saves part of an activity: a draft (new or not) through saveDraft, a published one through update (editing
 * an online or offline activity changes it at once). Failures toast the server's words (docs/product/activities.md).
 */
export function saveActivity(
  input: ActivityInput,
  status: 'draft' | 'published',
  options: { toast?: boolean } = {},
): Promise<ActivitySaved> {
  return post(status === 'draft' ? `${S}/saveDraft` : `${S}/update`, input, options);
}

/** add: publishes the draft (the whitelist and completeness are checked by the server). */
export function usePublishActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => post(`${S}/add`, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AREA }),
  });
}

/** Deleting a draft (starting over) is the delete of the lifecycle. */
export const deleteActivity = (id: string) => post(`${S}/delete`, { id });
