import { GdvipScreen } from '../../features/identity/screens/gdvip-screen';

/** /gdvip: the Guangdong membership prompt of the login bootstrap. */
export function Component() {
  return <GdvipScreen />;
}
