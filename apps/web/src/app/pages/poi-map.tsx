import { useSearchParams } from 'react-router';
import { PoiMapScreen } from '../../features/places/screens/poi-map-screen';

/** /poiMap?poiId= (around a POI) or ?destinationId= (a destination's places). */
export function Component() {
  const [params] = useSearchParams();
  const poiId = (params.get('poiId') ?? '').trim();
  const destinationId = (params.get('destinationId') ?? '').trim();
  return <PoiMapScreen key={`${poiId}|${destinationId}`} poiId={poiId} destinationId={destinationId} />;
}
