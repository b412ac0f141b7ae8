import { DestinationMallSections } from '../../features/mall/components/destination-mall-sections';
import { useDestinationId } from '../../features/places/guides/components/destination-gate';
import { InformationScreen } from '../../features/places/guides/screens/information-screen';

const mallSections = ({ destinationId }: { destinationId: string }) => (
  <DestinationMallSections destinationId={destinationId} />
);

/**
 * /destination/information (`?destinationId=` or `?id=`, else the current destination), with the mall's products, hotels and
 * coupons of the destination in the screen's mall slot.
 */
export function Component() {
  const destinationId = useDestinationId();
  return <InformationScreen key={destinationId} destinationId={destinationId} mallSections={mallSections} />;
}
