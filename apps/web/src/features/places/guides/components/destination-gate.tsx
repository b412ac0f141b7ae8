import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../../api/api-error';
import { readCurrentDestination, rememberDestination } from '../../../../lib/current-destination';
import { LoadFailed } from '../../../../ui/load-failed';
import { NotFoundState } from '../../../../ui/not-found-state';
import { useDestination, type Destination } from '../api/destination';
import { messages } from '../messages';
import { RowSkeleton } from './row-skeleton';

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
  return <NotFoundState title={t.pick} hint={t.pickHint} back={{ to: '/changeDestination', label: t.pickAction }} />;
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
    return (
      <LoadFailed
        query={destination}
        missing={isMissing(destination.error) || !/^\d+$/.test(destinationId)}
        notFound={
          <NotFoundState
            title={t.missing}
            hint={t.missingHint}
            back={{ to: '/changeDestination', label: t.pickAction }}
          />
        }
      />
    );
  }
  return children(destination.data);
}
