import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { saveActivity } from '../api/publishing';
import type { ActivityInput, ActivitySaved } from '../api/contract-types';
import { organiserKeys } from '../api/keys';
import { failureText } from '../api/failure-text';

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * Saves the activity being written on the server, one save at a time (a new draft gets its id from the first,
 * and every later save names it). `autosave` saves a draft a moment after the last change; explicit saves (the
 * step's button) toast the server's words when refused.
 */
export function useActivitySaver(initialId: string, mode: 'draft' | 'published', onCreated: (id: string) => void) {
  const queryClient = useQueryClient();
  const idRef = useRef(initialId);
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<(() => ActivityInput) | null>(null);
  const created = useRef(onCreated);
  const [state, setState] = useState<SaveState>('idle');
  const [error, setError] = useState('');

  useEffect(() => {
    created.current = onCreated;
  });
  useEffect(() => {
    if (initialId) idRef.current = initialId;
  }, [initialId]);

  const run = useCallback(
    (input: () => ActivityInput, toast: boolean): Promise<ActivitySaved> => {
      const next = chain.current.then(async () => {
        setState('saving');
        const id = idRef.current;
        try {
          const saved = await saveActivity({ ...input(), ...(id ? { id } : {}) }, mode, { toast });
          if (!id) {
            idRef.current = saved.id;
            created.current(saved.id);
          }
          setState('saved');
          setError('');
          void queryClient.invalidateQueries({ queryKey: organiserKeys.activity(saved.id) });
          return saved;
        } catch (e) {
          setState('failed');
          setError(failureText(e));
          throw e;
        }
      });
      // A failed save must not stop the ones after it.
      chain.current = next.catch(() => undefined);
      return next;
    },
    [mode, queryClient],
  );

  /** Saves now (the step's button); earlier autosaves are folded into this one. */
  const saveNow = useCallback(
    (input: () => ActivityInput) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      pending.current = null;
      return run(input, true);
    },
    [run],
  );

  /** A draft saves itself a moment after the last change; a published activity waits for the button. */
  const autosave = useCallback(
    (input: () => ActivityInput) => {
      if (mode !== 'draft') return;
      pending.current = input;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        const take = pending.current;
        pending.current = null;
        if (take) run(take, false).catch(() => undefined);
      }, 1200);
    },
    [mode, run],
  );

  useEffect(
    () => () => {
      // Leaving the step with a change not yet saved: save it now rather than lose it.
      if (timer.current) clearTimeout(timer.current);
      const take = pending.current;
      if (take) run(take, false).catch(() => undefined);
    },
    [run],
  );

  return { saveNow, autosave, state, error, currentId: () => idRef.current };
}
