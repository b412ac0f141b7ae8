import { GrowthCenterScreen } from '../../features/growth/screens/growth-center-screen';

/** /growth/center (a login route: the guard runs first): level, points, the sign-in calendar, tasks, the ledger. */
export function Component() {
  return <GrowthCenterScreen />;
}
