import { ManageScreen } from '../../features/activities/organiser/screens/manage-screen';
import { useSession } from '../../session/session';

/** /activitymanage (and ?id= for one activity's sign-ups and check-in). */
export function Component() {
  const userId = useSession((s) => s.userId) ?? '';
  return <ManageScreen key={userId} userId={userId} />;
}
