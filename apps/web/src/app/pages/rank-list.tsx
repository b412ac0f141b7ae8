import { ensureLogin, useViewerId } from '../../features/community/api/viewer';
import { useDestinationId } from '../../features/places/guides/components/destination-gate';
import { RankListScreen } from '../../features/places/guides/screens/rank-list-screen';

/** /rankList (`?destinationId=`, else the current destination): treasure users, and the viewer's own standing. */
export function Component() {
  const destinationId = useDestinationId();
  const viewerId = useViewerId();
  return <RankListScreen key={destinationId} destinationId={destinationId} viewerId={viewerId} onLogin={ensureLogin} />;
}
