import { OfflineScreen } from '../../features/offline/screens/offline-screen';

/** /offline: 离线内容, what is kept on the device, with 省流量 and this visit's data. */
export function Component() {
  return <OfflineScreen />;
}
