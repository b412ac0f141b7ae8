import { useSearchParams } from 'react-router';
import { SignedUpScreen } from '../../features/activities/screens/signed-up-screen';

/** /activityH5/signedup?id=: who signed up. */
export function Component() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  return <SignedUpScreen key={id} id={id} />;
}
