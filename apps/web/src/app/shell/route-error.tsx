import { Component, type ReactNode } from 'react';
import type { Location } from 'react-router';
import { ErrorState } from '../../ui/error-state';
import { common } from '../../lib/messages';
import { useAppRouter } from './router-view';

/** A screen that failed to load or render; usually a chunk gone after a deploy, so a reload fixes it. */
export function RouteError({ error }: { error: unknown }) {
  if (import.meta.env.DEV) console.warn(error);
  return (
    <ErrorState
      title={common.errorTitle}
      hint={common.errorHint}
      retryLabel={common.retry}
      onRetry={() => window.location.reload()}
    />
  );
}

type BoundaryProps = { location: Location; children: ReactNode };
type BoundaryState = { error: unknown; location: Location };

/** Catches a screen's render error; the next navigation tries again (as react-router's error boundaries do). */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('render failed') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { error: null, location: props.location };
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** The shell, or the error page in its place when the screen's chunk failed to load or the screen threw. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { state } = useAppRouter();
  if (state.error) return <RouteError error={state.error} />;
  return <Boundary location={state.location}>{children}</Boundary>;
}
