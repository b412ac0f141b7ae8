import { CountryCodeScreen } from '../../features/identity/screens/country-code-screen';

/** /countrycode: the calling-code picker of the sign-in forms. */
export function Component() {
  return <CountryCodeScreen />;
}
