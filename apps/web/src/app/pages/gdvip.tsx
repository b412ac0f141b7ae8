import { GdvipScreen } from '../../features/identity/components/gdvip-screen';

/** /gdvip: the Guangdong membership prompt of the login bootstrap. */
export function Component() {
  return <GdvipScreen />;
}
