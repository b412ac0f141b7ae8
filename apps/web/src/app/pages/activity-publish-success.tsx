import { SuccessScreen } from '../../features/activities/organiser/screens/success-screen';

/** /activitypublisheditsucces and /activitysucceed: the activity is published (or its edit saved). */
export function Component() {
  return <SuccessScreen />;
}
