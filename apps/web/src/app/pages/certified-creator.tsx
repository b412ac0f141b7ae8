import { CreatorScreen } from '../../features/community/components/creator-screen';

/** /certified/creator: the certified creator programme and the viewer's state in it. */
export function Component() {
  return <CreatorScreen />;
}
