import { useCallback, useEffect, useState } from 'react';
import { call, ConsoleApiError, type ConsolePath, type Input, type Output } from './api';
import { M } from './messages';

/** What a read answers: its data once there, the server's words on a refusal, and a way to ask again. */
export interface Read<T> {
  data: T | undefined;
  error: string | undefined;
  loading: boolean;
  reload: () => void;
}

export const errorText = (err: unknown) => (err instanceof ConsoleApiError ? err.message : M.failed);

/**
 * Reads one console path, again whenever its input changes (compared by value) or `reload` is called; `null` input
 * reads nothing yet. A late answer to an older input is dropped.
 */
export function useRead<P extends ConsolePath>(path: P, input: Input<P> | null): Read<Output<P>> {
  const key = input === null ? null : JSON.stringify(input);
  const [round, setRound] = useState(0);
  const [state, setState] = useState<{ for: string | null; data?: Output<P>; error?: string }>({ for: null });
  useEffect(() => {
    if (key === null) return;
    let live = true;
    const asked = `${round}:${key}`;
    call(path, JSON.parse(key) as Input<P>).then(
      (data) => live && setState({ for: asked, data }),
      (err: unknown) => live && setState((old) => ({ for: asked, data: old.data, error: errorText(err) })),
    );
    return () => {
      live = false;
    };
  }, [path, key, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return {
    data: state.data,
    error: state.error,
    loading: key !== null && state.for !== `${round}:${key}`,
    reload,
  };
}
