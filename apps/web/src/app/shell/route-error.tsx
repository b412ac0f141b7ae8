import { useRouteError } from 'react-router';
import { ErrorState } from '../../ui/error-state';
import { common } from '../../lib/messages';

/** A screen that failed to load or render; usually a chunk gone after a deploy, so a reload fixes it. */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.warn(error);
  return (
    <ErrorState
      title={common.errorTitle}
      hint={common.errorHint}
      retryLabel={common.retry}
      onRetry={() => window.location.reload()}
    />
  );
}
