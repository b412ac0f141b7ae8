import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { LocationAddScreen } from '../../features/places/screens/location-add-screen';
import { readCurrentDestination } from '../../features/places/lib/current-destination';

/** Where the pin starts when the address gives no ?lat=&lng=: the picked destination, else Beijing. */
const BEIJING = { lat: 39.9075, lng: 116.39723 };

/** /location/add (login; the shell's guard asks for it). */
export function Component() {
  const [params] = useSearchParams();
  const lat = Number(params.get('lat'));
  const lng = Number(params.get('lng'));
  const start = useMemo(() => {
    if (params.get('lat') && params.get('lng') && Math.abs(lat) <= 90 && Math.abs(lng) <= 180) return { lat, lng };
    const current = readCurrentDestination();
    return current?.lat != null && current.lng != null ? { lat: current.lat, lng: current.lng } : BEIJING;
  }, [params, lat, lng]);
  return <LocationAddScreen start={start} />;
}
