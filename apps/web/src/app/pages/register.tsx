import { RegisterScreen } from '../../features/identity/screens/register-screen';

/** /register: phone registration, back to `redirect` afterwards. */
export function Component() {
  return <RegisterScreen />;
}
