import { CreatorScreen } from '../../features/community/screens/creator-screen';

/** /certified/creator: the certified creator programme and the viewer's state in it. */
export function Component() {
  return <CreatorScreen />;
}
