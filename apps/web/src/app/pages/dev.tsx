import { DevScreen } from '../../features/identity/screens/dev-screen';

/** /dev: development builds only (routes.tsx adds the route under DEV_TOOLS). */
export function Component() {
  return <DevScreen />;
}
