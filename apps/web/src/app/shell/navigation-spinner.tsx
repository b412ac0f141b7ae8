import { LOADING_HIDE_MS } from '@app/rules';
import { useEffect, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import type { RouteHandle } from './route-handle';
import { Spinner } from './spinner';

/**
 * Shown while a navigation to another screen loads (its chunk, its loader), and hidden LOADING_HIDE_MS
 * after it settles (SPEC.md). A change of query alone, such as switching a tab, shows nothing.
 */
export function NavigationSpinner({ enabled }: { enabled: RouteHandle['loading'] }) {
  const navigation = useNavigation();
  const location = useLocation();
  const loading = navigation.state !== 'idle' && navigation.location?.pathname !== location.pathname;
  const [lingering, setLingering] = useState(false);
  const [wasLoading, setWasLoading] = useState(loading);
  // Adjust state while rendering (React's pattern for reacting to a changed value): start lingering on settle.
  if (loading !== wasLoading) {
    setWasLoading(loading);
    if (!loading) setLingering(true);
  }

  useEffect(() => {
    if (!lingering) return;
    const timer = setTimeout(() => setLingering(false), LOADING_HIDE_MS);
    return () => clearTimeout(timer);
  }, [lingering]);

  if (enabled === false || !(loading || lingering)) return null;
  return <Spinner overlay />;
}
