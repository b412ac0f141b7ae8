import { Navigate, useLocation } from 'react-router';
import { HOME_PATH } from '../../lib/login-redirect';

export { HOME_PATH };

/** Unknown paths land on the community feed with their query kept (channel parameters ride in it). */
export function RedirectHome() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: HOME_PATH, search, hash }} replace />;
}
