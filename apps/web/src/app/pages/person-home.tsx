import { PersonScreen } from '../../features/community/screens/person-screen';

/** /personHome?id=: a user's home (the viewer's own without an id); kept alive like the feeds. */
export function Component() {
  return <PersonScreen />;
}
