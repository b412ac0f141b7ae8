import { PrivacyCenterScreen } from '../../features/identity/screens/privacy-center-screen';

/** /privacyCenter (added): download my data, cancel the account or withdraw it, the policy and agreement. */
export function Component() {
  return <PrivacyCenterScreen />;
}
