import type { NavigateOptions, To } from 'react-router';

// Lets code outside React (the API client's session expiry, the login flow) navigate with the app's router
// without importing it, which would tie every module to the route table.

type Navigate = (to: To, options?: NavigateOptions) => void;

let navigateImpl: Navigate = (to) => {
  window.location.assign(typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`);
};

export function bindNavigate(navigate: Navigate) {
  navigateImpl = navigate;
}

export const navigateTo: Navigate = (to, options) => navigateImpl(to, options);

/** The current page as a path with its query (the `redirect` of a sign-in). */
export const currentPath = (): string => window.location.pathname + window.location.search + window.location.hash;
