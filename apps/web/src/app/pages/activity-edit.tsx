import { EditScreen } from '../../features/activities/organiser/screens/edit-screen';
import { useSession } from '../../session/session';

/** /activityEdit (login required; the guard runs first): the publishing flow's first step. */
export function Component() {
  const userId = useSession((s) => s.userId) ?? '';
  return <EditScreen key={userId} userId={userId} />;
}
