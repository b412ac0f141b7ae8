import type { ReactNode } from 'react';
import type { PoiInfo } from '../api/poi';
import { AudioGuide } from '../components/audio-guide';
import { PoiEvaluations } from '../components/poi-evaluations';
import { PoiMapCard } from '../components/poi-map-card';
import { PoiNearby } from '../components/poi-nearby';
import type { PoiSlotInput } from './poi-slot';

/**
 * What a place's page shows under its header: the audio guide, the map card, the mall's and the community's
 * sections, the reviews and what is near. A chunk of its own, loaded once the header's picture has arrived
 * (poi-details-screen.tsx): the first screen does not wait for it.
 */
export default function PoiBelowFold({
  poiId,
  poi,
  slot,
  mallSections,
  communitySection,
}: {
  /** The id as the address gave it (the sections' queries are keyed by it). */
  poiId: string;
  poi: PoiInfo;
  slot: PoiSlotInput;
  mallSections?: ((poi: PoiSlotInput) => ReactNode) | undefined;
  communitySection?: ((poi: PoiSlotInput) => ReactNode) | undefined;
}) {
  return (
    <>
      <AudioGuide poiId={poiId} count={poi.audioCount} />
      <PoiMapCard poi={poi} />
      {mallSections?.(slot)}
      <PoiEvaluations poiId={poiId} poiName={poi.name} />
      {communitySection?.(slot)}
      <PoiNearby poiId={poiId} />
    </>
  );
}
