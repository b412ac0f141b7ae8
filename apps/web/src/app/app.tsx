import { QueryClientProvider } from '@tanstack/react-query';
import type { AppRouter } from './start/app-router';
import { queryClient } from '../api/query-client';
import { AppShell } from './shell/app-shell';
import { RouteErrorBoundary } from './shell/route-error';
import { RouterView } from './shell/router-view';

/** Providers, outermost first. The session lives in its own store (session/session.ts), outside React. */
export function App({ router }: { router: AppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterView router={router}>
        <RouteErrorBoundary>
          <AppShell />
        </RouteErrorBoundary>
      </RouterView>
    </QueryClientProvider>
  );
}
