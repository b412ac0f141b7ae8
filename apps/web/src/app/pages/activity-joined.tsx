import { JoinedScreen } from '../../features/activities/organiser/screens/joined-screen';

/** /activityzocceed?id=: signed up (or waitlisted) for an activity. */
export function Component() {
  return <JoinedScreen />;
}
