import { useDestinationId } from '../../features/places/guides/components/destination-gate';
import { InformationScreen } from '../../features/places/guides/screens/information-screen';

/**
 * /destination/information (`?destinationId=`, else the current destination). `mallSections` (the mall's
 * products, hotels and coupons of the destination) is left for the mall to fill.
 */
export function Component() {
  const destinationId = useDestinationId();
  return <InformationScreen key={destinationId} destinationId={destinationId} />;
}
