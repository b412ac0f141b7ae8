import { ChangeDestinationScreen } from '../../features/places/screens/change-destination-screen';

/** /changeDestination and /destination/change: one screen. */
export function Component() {
  return <ChangeDestinationScreen />;
}
