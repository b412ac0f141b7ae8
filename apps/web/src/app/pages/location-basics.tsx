import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useDestinationId } from '../../features/places/guides/components/destination-gate';
import { LocationPickerScreen } from '../../features/places/guides/screens/location-picker-screen';
import { answerPlacePick, awaitPlacePick, isPlacePickAwaited, type PickedPlace } from '../../lib/place-pick';

/**
 * /location/basics: the place picker. The publishing screen that opened it waits for its answer
 * (lib/place-pick.ts) and is gone back to; opened on its own, a choice starts a post about that place.
 */
export function Component() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const destinationId = useDestinationId();
  const onPick = (place: PickedPlace | null) => {
    if (!isPlacePickAwaited()) {
      awaitPlacePick();
      answerPlacePick(place);
      void navigate('/releaseDynamic', { replace: true });
      return;
    }
    answerPlacePick(place);
    // The opener is the previous entry; a fresh tab (nothing to go back to) opens it instead.
    if (location.key !== 'default') void navigate(-1);
    else void navigate('/releaseDynamic', { replace: true });
  };
  return (
    <LocationPickerScreen
      destinationId={destinationId}
      selected={params.get('selected')?.trim() ?? ''}
      onPick={onPick}
    />
  );
}
