import { NoticesScreen } from '../../features/notices/screens/notices-screen';

/** /messages (a login route: the guard runs first): 消息, one's notices in four groups with unread counts. */
export function Component() {
  return <NoticesScreen />;
}
