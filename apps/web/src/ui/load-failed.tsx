import type { ReactNode } from 'react';
import { isApiError } from '../api/api-error';
import { common } from '../lib/messages';
import { ErrorState } from './error-state';

/** What a failed detail load needs of its query (TanStack's results fit as they are). */
export type FailedQuery = { error: unknown; refetch: () => unknown; isRefetching: boolean };

/**
 * A detail screen's failed load: the screen's not-found block when the thing is gone (`missing`), otherwise the
 * failure with the server's words (when it gave some) and a retry.
 */
export function LoadFailed({
  query,
  missing,
  notFound,
}: {
  query: FailedQuery;
  missing: boolean;
  notFound: ReactNode;
}) {
  if (missing) return notFound;
  const { error } = query;
  return (
    <ErrorState
      title={common.errorTitle}
      hint={isApiError(error) && error.code > 0 ? error.msg : common.errorHint}
      retryLabel={common.retry}
      onRetry={() => void query.refetch()}
      retrying={query.isRefetching}
    />
  );
}
