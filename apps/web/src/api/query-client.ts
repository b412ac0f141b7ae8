import { QueryClient } from '@tanstack/react-query';
import { CLIENT_CODES, isApiError } from './api-error';

/** Only failures that may pass by themselves are retried: the network, a timeout, a 5xx. A business code never. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (!isApiError(error)) return false;
  if (error.code === CLIENT_CODES.network || error.code === CLIENT_CODES.timeout) return true;
  return error.httpStatus !== undefined && error.httpStatus >= 500;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Coming back to a list within a minute shows it as it was, without a new request.
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        retry: shouldRetry,
        // In-app browsers fire focus on every return from the native app; that is not a reason to refetch.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
