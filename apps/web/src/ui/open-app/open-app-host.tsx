import { lazy, Suspense } from 'react';
import { useOpenAppDialogOpen } from './open-app';

// The dialog only ever follows an action or a scroll, never the first paint: it is its own chunk.
const OpenAppDialog = lazy(() => import('./open-app-dialog'));

export function OpenAppHost() {
  const open = useOpenAppDialogOpen();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <OpenAppDialog />
    </Suspense>
  );
}
