import { PrivacyDocScreen } from '../../features/identity/screens/privacy-doc-screen';

/** /userAgreement (added): the terms of use. */
export function Component() {
  return <PrivacyDocScreen doc="agreement" />;
}
