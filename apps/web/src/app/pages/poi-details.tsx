import { lazy } from 'react';
import { useSearchParams } from 'react-router';
import { PoiDetailsScreen, type PoiSlotInput } from '../../features/places/screens/poi-details-screen';

// The mall's products, hotels near and coupons of the place fill the screen's mall slot; the place's own
// evaluations and want-to-go are the places area's. The slot is below the fold: its code loads with the screen's
// other sections, after the header (the screen's Suspense boundary covers it).
const PoiMallSections = lazy(() =>
  import('../../features/mall/components/poi-mall-sections').then((m) => ({ default: m.PoiMallSections })),
);
const mallSections = (poi: PoiSlotInput) => <PoiMallSections {...poi} />;

/** /poiDetails and /poi/details (?poiId=, or ?id=). */
export function Component() {
  const [params] = useSearchParams();
  const poiId = (params.get('poiId') ?? params.get('id') ?? '').trim();
  return <PoiDetailsScreen key={poiId} poiId={poiId} mallSections={mallSections} />;
}
