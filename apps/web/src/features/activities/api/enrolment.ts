import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/http';
import { activityKeys } from './activity-list';
import type { Enrolment, Req } from './contract-types';

// Sign-up, one's own enrolment (code, QR, ticket, status, check-in) and cancelling it.

export const SIGN_UP_PATH = '/api/service/community/v1/activityEnroll/saveActivityEnrollInfo';
export const ENROLMENT_PATH = '/api/service/community/v1/activityEnroll/findActivityEnrollById';
export const CANCEL_PATH = '/api/service/community/v1/activityEnroll/cancel';

export type SignUpRequest = Req<typeof SIGN_UP_PATH>;

export function signUp(request: SignUpRequest) {
  // The form shows the refusal itself (full, closed, a wrong answer) beside the button.
  return post(SIGN_UP_PATH, request, { toast: false });
}

/** Sign up (or confirm a held seat): the activity's seats and my enrolment change, so both are fetched anew. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: (enrolment) => {
      queryClient.setQueryData(activityKeys.enrolment(enrolment.id), enrolment);
      return queryClient.invalidateQueries({ queryKey: activityKeys.detail(enrolment.activityId) });
    },
  });
}

export function enrolmentQueryOptions(id: string) {
  return queryOptions({
    queryKey: activityKeys.enrolment(id),
    queryFn: ({ signal }) => post(ENROLMENT_PATH, { id: Number(id) }, { signal, toast: false }),
    enabled: id !== '',
  });
}

export const useEnrolment = (id: string) => useQuery(enrolmentQueryOptions(id));

export function useCancelEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enrolment: Pick<Enrolment, 'id' | 'activityId'>) => post(CANCEL_PATH, { id: Number(enrolment.id) }),
    onSuccess: (_answer, enrolment) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: activityKeys.enrolment(enrolment.id) }),
        queryClient.invalidateQueries({ queryKey: activityKeys.detail(enrolment.activityId) }),
      ]),
  });
}
