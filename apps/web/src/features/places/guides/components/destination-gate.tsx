import { useEffect, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../../api/api-error';
import { readCurrentDestination, rememberDestination } from '../../../../lib/current-destination';
import { common } from '../../../../lib/messages';
import { EmptyState } from '../../../../ui/empty-state';
import { ErrorState } from '../../../../ui/error-state';
import { useDestination, type Destination } from '../api/destination';
import { messages } from '../messages';
import { RowSkeleton } from './row-skeleton';
import styles from './destination-gate.module.css';

const t = messages.destination;

/** Missing or offline: the server answers 404. */
export const isMissing = (e: unknown) => isApiError(e) && (e.code === 404 || e.httpStatus === 404);

/**
 * The destination a screen is about: `?destinationId=` (or `?id=`, what search results and shared links carry),
 * else the one last looked at (or '' for none). A link that names a destination always opens that one.
 */
export function useDestinationId(): string {
  const [params] = useSearchParams();
  const fromAddress = (params.get('destinationId') ?? params.get('id'))?.trim() ?? '';
  if (/^\d{1,15}$/.test(fromAddress)) return fromAddress;
  return fromAddress ? fromAddress : (readCurrentDestination()?.id ?? '');
}

/** A way to a destination when none is known yet (the destination changer). */
export function PickDestination() {
  return (
    <EmptyState
      title={t.pick}
      hint={t.pickHint}
      action={
        <Link to="/changeDestination" className={styles.action}>
          {t.pickAction}
        </Link>
      }
    />
  );
}

/**
 * Loads the destination a screen is about and shows its states (none chosen, loading, missing, failed); the
 * screen itself renders once it is known, and it becomes the remembered current destination.
 */
export function DestinationGate({
  destinationId,
  children,
}: {
  destinationId: string;
  children: (destination: Destination) => ReactNode;
}) {
  const destination = useDestination(destinationId);
  const loaded = destination.data;
  useEffect(() => {
    if (loaded) rememberDestination({ id: String(loaded.id), name: loaded.name });
  }, [loaded]);

  if (!destinationId) return <PickDestination />;
  if (destination.isPending) return <RowSkeleton />;
  if (destination.isError) {
    return isMissing(destination.error) || !/^\d+$/.test(destinationId) ? (
      <EmptyState
        title={t.missing}
        hint={t.missingHint}
        action={
          <Link to="/changeDestination" className={styles.action}>
            {t.pickAction}
          </Link>
        }
      />
    ) : (
      <ErrorState
        title={common.errorTitle}
        hint={common.errorHint}
        retryLabel={common.retry}
        onRetry={() => void destination.refetch()}
        retrying={destination.isRefetching}
      />
    );
  }
  return children(destination.data);
}
