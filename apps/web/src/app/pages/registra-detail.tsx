import { useSearchParams } from 'react-router';
import { RecordScreen } from '../../features/activities/screens/record-screen';

/** /registradetail?id=: my enrolment. */
export function Component() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  return <RecordScreen key={id} id={id} />;
}
