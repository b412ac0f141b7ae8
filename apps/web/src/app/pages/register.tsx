import { RegisterScreen } from '../../features/identity/components/register-screen';

/** /register: phone registration, back to `redirect` afterwards. */
export function Component() {
  return <RegisterScreen />;
}
