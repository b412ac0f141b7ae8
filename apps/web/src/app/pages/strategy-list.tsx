import { useDestinationId } from '../../features/places/guides/components/destination-gate';
import { StrategyListScreen } from '../../features/places/guides/screens/strategy-list-screen';

/** /strategyList (`?destinationId=`, else the current destination, else every destination's guides). */
export function Component() {
  const destinationId = useDestinationId();
  return <StrategyListScreen key={destinationId} destinationId={destinationId} />;
}
