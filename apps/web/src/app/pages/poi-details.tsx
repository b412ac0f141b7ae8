import { useSearchParams } from 'react-router';
import { PoiDetailsScreen } from '../../features/places/screens/poi-details-screen';

/**
 * /poiDetails and /poi/details (?poiId=, or ?id=). The mall's products, hotels and coupons and the community's
 * comments and likes are composed here through the screen's slots (mallSections, communitySection).
 */
export function Component() {
  const [params] = useSearchParams();
  const poiId = (params.get('poiId') ?? params.get('id') ?? '').trim();
  return <PoiDetailsScreen key={poiId} poiId={poiId} />;
}
