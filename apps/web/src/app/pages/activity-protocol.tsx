import { ProtocolScreen } from '../../features/activities/screens/protocol-screen';

/** /activityH5/protocol: the sign-up terms. */
export function Component() {
  return <ProtocolScreen />;
}
