import { TravelMapScreen } from '../../features/places/screens/travel-map-screen';

/** /travelMap: the viewer's footprint. */
export function Component() {
  return <TravelMapScreen />;
}
