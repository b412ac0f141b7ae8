import { ActivitySquareScreen } from '../../features/activities/screens/square-screen';

/** /activitySquare and /activitylist (one screen): the activity square. */
export function Component() {
  return <ActivitySquareScreen />;
}
