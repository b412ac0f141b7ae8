import { nextToStart, queueReducer, UPLOAD_CONCURRENCY, type QueueAction, type UploadItem } from './upload-queue';
import type { DraftImage } from './release-draft';

// Runs the upload queue: picked files wait their turn, a few upload at once, each reports progress, a removed
// one is aborted. A small store outside React (the screen reads it with useSyncExternalStore), with the
// network and object URLs passed in, so it runs under Node in tests.

export type Uploader<F> = (
  file: F,
  options: { onProgress: (fraction: number) => void; signal: AbortSignal },
) => Promise<DraftImage>;

export type UploadRunnerOptions<F> = {
  upload: Uploader<F>;
  /** Words for a failure shown on its tile. */
  describeError: (error: unknown) => string;
  /** Frees a local preview address when its item goes. */
  revoke?: (previewUrl: string) => void;
  concurrency?: number;
  initial?: readonly DraftImage[];
};

export type UploadRunner<F> = ReturnType<typeof createUploadRunner<F>>;

export function createUploadRunner<F>(options: UploadRunnerOptions<F>) {
  const concurrency = options.concurrency ?? UPLOAD_CONCURRENCY;
  let items: UploadItem[] = options.initial?.length
    ? queueReducer([], { type: 'restore', images: [...options.initial] })
    : [];
  const files = new Map<string, F>();
  const controllers = new Map<string, AbortController>();
  const listeners = new Set<() => void>();
  let seq = 0;
  let disposed = false;

  function dispatch(action: QueueAction) {
    const next = queueReducer(items, action);
    if (next === items) return;
    items = next;
    for (const listener of listeners) listener();
  }

  function run(key: string, file: F) {
    const controller = new AbortController();
    controllers.set(key, controller);
    dispatch({ type: 'start', key });
    options
      .upload(file, {
        signal: controller.signal,
        onProgress: (fraction) => dispatch({ type: 'progress', key, fraction }),
      })
      .then(
        (result) => dispatch({ type: 'done', key, result }),
        (error: unknown) => {
          if (!controller.signal.aborted) dispatch({ type: 'fail', key, error: options.describeError(error) });
        },
      )
      .finally(() => {
        controllers.delete(key);
        pump();
      });
  }

  function pump() {
    if (disposed) return;
    for (const key of nextToStart(items, concurrency)) {
      const file = files.get(key);
      if (file === undefined) dispatch({ type: 'fail', key, error: options.describeError(null) });
      else run(key, file);
    }
  }

  function drop(key: string) {
    controllers.get(key)?.abort();
    files.delete(key);
    const item = items.find((i) => i.key === key);
    if (item && item.previewUrl.startsWith('blob:')) options.revoke?.(item.previewUrl);
  }

  return {
    getItems: (): UploadItem[] => items,
    /** The files of the items not done yet, in the queue's order (kept on the phone while they wait). */
    pendingFiles(): F[] {
      return items.flatMap((i) => {
        const file = i.status === 'done' ? undefined : files.get(i.key);
        return file === undefined ? [] : [file];
      });
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Queues files (as many as there is room for) and starts what may start; answers how many were taken. */
    add(picked: readonly { file: F; previewUrl: string }[]): number {
      const before = items.length;
      const batch = picked.map((p) => ({ ...p, key: `local:${++seq}` }));
      dispatch({ type: 'add', items: batch.map(({ key, previewUrl }) => ({ key, previewUrl })) });
      const taken = items.length - before;
      batch.forEach((p, i) => {
        if (i < taken) files.set(p.key, p.file);
        else options.revoke?.(p.previewUrl);
      });
      pump();
      return taken;
    },
    retry(key: string) {
      dispatch({ type: 'retry', key });
      pump();
    },
    remove(key: string) {
      drop(key);
      dispatch({ type: 'remove', key });
      pump();
    },
    move(key: string, offset: -1 | 1) {
      dispatch({ type: 'move', key, offset });
    },
    clear() {
      for (const item of items) drop(item.key);
      dispatch({ type: 'clear' });
    },
    /** The screen is (back) on: the queue may run. */
    activate() {
      disposed = false;
    },
    /** The screen is gone: uploads stop, previews are freed. */
    dispose() {
      disposed = true;
      for (const item of items) drop(item.key);
    },
  };
}
