import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { post, type ApiInput, type ApiOutput } from '../../../api/http';

// Personal-data rights (docs/product/privacy.md): the privacy centre's state, a copy of one's data, and cancelling
// the account with its cooling-off period.

export const PRIVACY_STATUS_PATH = '/api/user/v1/privacy/status';
export const EXPORT_DATA_PATH = '/api/user/v1/privacy/exportData';
export const CANCEL_ACCOUNT_PATH = '/api/user/v1/privacy/cancelAccount';
export const REVOKE_CANCEL_PATH = '/api/user/v1/privacy/revokeCancel';

export type PrivacyStatus = ApiOutput<typeof PRIVACY_STATUS_PATH>;
export type DataExport = NonNullable<PrivacyStatus['export']>;
export type CancelRequest = ApiInput<typeof CANCEL_ACCOUNT_PATH>;

const keys = { status: ['privacy', 'status'] as const };

export const privacyStatusQuery = () =>
  queryOptions({
    queryKey: keys.status,
    queryFn: ({ signal }) => post(PRIVACY_STATUS_PATH, {}, { signal, toast: false }),
    // While a copy is being made, look again every 2 s until it is ready.
    refetchInterval: (query) => (query.state.data?.export?.status === 'queued' ? 2000 : false),
  });

/** Only with a session: without one the screen offers to sign in rather than the call jumping to login. */
export const usePrivacyStatus = (token: string | null) => useQuery({ ...privacyStatusQuery(), enabled: !!token });

/** After a login: whether a cancellation is pending (the app then offers to withdraw it). Never fails loudly. */
export async function cancellationPending(): Promise<boolean> {
  try {
    return (await post(PRIVACY_STATUS_PATH, {}, { toast: false, jumpToLogin: false })).cancellation !== null;
  } catch {
    return false;
  }
}

function useStatusWrite<I, O>(write: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.status }),
  });
}

export const useExportData = () => useStatusWrite(() => post(EXPORT_DATA_PATH, {}));
export const useCancelAccount = () =>
  useStatusWrite((input: CancelRequest) => post(CANCEL_ACCOUNT_PATH, input, { toast: false }));
export const useRevokeCancel = () => useStatusWrite(() => post(REVOKE_CANCEL_PATH, {}));
