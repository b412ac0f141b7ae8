import { NotFoundState } from '../../../ui/not-found-state';
import { messages } from '../messages';

/** A place that does not exist (or no longer does): said the same on its details, photos and map, with the way out. */
export function PoiMissing() {
  return (
    <NotFoundState
      title={messages.poi.missing}
      hint={messages.poi.missingHint}
      back={{ to: '/changeDestination', label: messages.poi.backHome }}
    />
  );
}
