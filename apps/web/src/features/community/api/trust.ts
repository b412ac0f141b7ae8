import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post, type ApiInput } from '../../../api/http';
import { contentDetailKeys } from './content-detail';

// One's own posts deleted and edited (docs/product/trust.md); reports go through ui/report-sheet.tsx.

export const DELETE_PATH = '/api/service/content/v1/pvt/delete';
export const UPDATE_PATH = '/api/service/content/v1/pvt/update';

/** Deletes one's own post: every list and count that showed it is asked again. */
export function useDeleteOwnContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => post(DELETE_PATH, { id }),
    onSuccess: (_a, id) => {
      queryClient.removeQueries({ queryKey: contentDetailKeys.one(id) });
      void queryClient.invalidateQueries({ queryKey: ['community'] });
    },
  });
}

export function useUpdateOwnContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiInput<typeof UPDATE_PATH>) => post(UPDATE_PATH, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['community'] }),
  });
}
