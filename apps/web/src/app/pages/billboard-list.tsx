import { useDestinationId } from '../../features/places/guides/components/destination-gate';
import { BillboardScreen } from '../../features/places/guides/screens/billboard-screen';

/** /billboardList (`?destinationId=`, else the current destination): the destination's places ranked. */
export function Component() {
  const destinationId = useDestinationId();
  return <BillboardScreen key={destinationId} destinationId={destinationId} />;
}
