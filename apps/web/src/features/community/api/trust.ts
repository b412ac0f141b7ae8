import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { post, type ApiInput } from '../../../api/http';
import { contentDetailKeys } from './content-detail';

// Reports and one's own posts (docs/product/trust.md).

export const REPORT_REASONS_PATH = '/api/socialcontact/v1/report/reasons';
export const REPORT_PATH = '/api/service/socialcontact/v1/report/add';
export const DELETE_PATH = '/api/service/content/v1/pvt/delete';
export const UPDATE_PATH = '/api/service/content/v1/pvt/update';

export type ReportInput = ApiInput<typeof REPORT_PATH>;
export type ReportTargetType = ReportInput['targetType'];

/** The reasons, asked once the sheet opens; they do not change while the app runs. */
export function useReportReasons(enabled: boolean) {
  return useQuery({
    queryKey: ['community', 'report-reasons'],
    queryFn: ({ signal }) => post(REPORT_REASONS_PATH, {}, { signal }),
    enabled,
    staleTime: Infinity,
  });
}

export function useReport() {
  return useMutation({ mutationFn: (input: ReportInput) => post(REPORT_PATH, input) });
}

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
