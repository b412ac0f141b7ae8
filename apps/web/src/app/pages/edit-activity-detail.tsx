import { DetailScreen } from '../../features/activities/organiser/screens/detail-screen';

/** /editactivitydetail?id= (login required): custom content blocks, then publish. */
export function Component() {
  return <DetailScreen />;
}
