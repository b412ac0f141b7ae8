import { ReleaseScreen } from '../../features/community/screens/release-screen';
import { useSession } from '../../session/session';

/** /releaseDynamic (login required; the guard runs first): writing and publishing a dynamic. */
export function Component() {
  const userId = useSession((s) => s.userId) ?? '';
  return <ReleaseScreen key={userId} userId={userId} />;
}
