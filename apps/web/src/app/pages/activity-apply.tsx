import { useSearchParams } from 'react-router';
import { ApplyScreen } from '../../features/activities/screens/apply-screen';

/** /activityH5/apply?id=: sign up for an activity. */
export function Component() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  return <ApplyScreen key={id} id={id} />;
}
