import { lazy } from 'react';

/** The map component in its own chunk: Leaflet loads when a map is about to show, never with a screen's first code. */
export const LazyMapView = lazy(() => import('./map-view').then((m) => ({ default: m.MapView })));
