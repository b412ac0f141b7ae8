import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../../api/http';
import { ORGANISER } from './keys';

// Check-in by code: the publisher looks the code up (only their own activities' codes answer), then checks it
// in once; the panel shows the server's refusal itself ("已核销，核销时间 …"), so no toast.

const E = '/api/service/community/v1/activityEnroll';

export const findEnrolmentByCode = (code: string) => post(`${E}/findActivityEnrollByCode`, { code }, { toast: false });

export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => post(`${E}/updateVerificationStatusById`, { id }, { toast: false }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORGANISER }),
  });
}
