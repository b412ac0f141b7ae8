import { PrivacyDocScreen } from '../../features/identity/screens/privacy-doc-screen';

/** /privacyPolicy (added): what is kept, how and why. */
export function Component() {
  return <PrivacyDocScreen doc="policy" />;
}
