import { Navigate, useLocation } from 'react-router';

export const HOME_PATH = '/speakTopic';

/** Unknown paths land on the community feed with their query kept (channel parameters ride in it). */
export function RedirectHome() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: HOME_PATH, search, hash }} replace />;
}
