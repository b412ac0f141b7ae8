import { useSearchParams } from 'react-router';
import { ApplyResultScreen } from '../../features/activities/screens/apply-result-screen';

/** /activityH5/applyresult?id=: the enrolment just made. */
export function Component() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  return <ApplyResultScreen key={id} id={id} />;
}
