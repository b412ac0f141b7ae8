import { useSearchParams } from 'react-router';
import { PoiPhotosScreen } from '../../features/places/screens/poi-photos-screen';

/** /poiPhotos?poiId=. */
export function Component() {
  const [params] = useSearchParams();
  const poiId = (params.get('poiId') ?? params.get('id') ?? '').trim();
  return <PoiPhotosScreen key={poiId} poiId={poiId} />;
}
