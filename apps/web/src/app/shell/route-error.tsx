import { useRouteError } from 'react-router';
import { ErrorState } from '../../ui/error-state';
import { messages } from '../messages';

/** A screen that failed to load or render; usually a chunk gone after a deploy, so a reload fixes it. */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.warn(error);
  return (
    <ErrorState
      title={messages.feed.errorTitle}
      hint={messages.feed.errorHint}
      retryLabel={messages.feed.retry}
      onRetry={() => window.location.reload()}
    />
  );
}
