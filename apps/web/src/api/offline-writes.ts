import { useSyncExternalStore } from 'react';
import { ApiError, CLIENT_CODES } from './api-error';
import { post, type ApiInput, type ApiOutput, type ApiPath } from './http';
import { addWrite, dropWrite, newWriteId, readWrites, type QueuedWrite } from './write-queue';

// Writes made without a network (docs/product/offline.md#writes-made-offline): a like, a collection, a want-to-go
// or a comment is queued on the device with its own Idempotency-Key, shown as 待发送, and sent once when the network
// is back (the online event, the next visit, or Background Sync through the worker). Queued here, in the page, not
// in the worker: the like is sealed (enc) per send, which only the page can do.

const STORAGE_KEY = 'offline-writes';
const listeners = new Set<() => void>();
let snapshot: readonly QueuedWrite[] | undefined;

function load(): readonly QueuedWrite[] {
  snapshot ??= readWrites(localStorage.getItem(STORAGE_KEY));
  return snapshot;
}

function store(writes: readonly QueuedWrite[]) {
  snapshot = writes;
  localStorage.setItem(STORAGE_KEY, JSON.stringify(writes));
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The queued writes (the 待发送 list). */
export const useQueuedWrites = () => useSyncExternalStore(subscribe, load, () => []);

/** Whether a write for this target (e.g. like:content:12) waits to be sent. */
export function usePendingWrite(target: string): boolean {
  return useQueuedWrites().some((w) => w.target === target);
}

export type Queued = { queued: true };
export const isQueued = (answer: unknown): answer is Queued =>
  typeof answer === 'object' && answer !== null && (answer as Queued).queued === true;

const isOffline = (error: unknown) => error instanceof ApiError && error.code === CLIENT_CODES.network;

/**
 * Sends a write now, or queues it when there is no network. `target` names what it changes: a later write for the
 * same target replaces a queued one (liking and unliking offline sends only the last wish). A create (`create`: a
 * comment) is queued under its intent's key, the one the failed send carried, so a send whose answer was lost and its
 * queued copy are one comment on the server (docs/product/nothing-twice.md).
 */
export async function sendOrQueue<P extends ApiPath>(
  path: P,
  payload: ApiInput<P>,
  what: { label: string; target: string; create?: boolean },
): Promise<ApiOutput<P> | Queued> {
  const write = async (): Promise<QueuedWrite> => ({
    id: newWriteId(),
    path,
    payload,
    key: what.create ? (await import('./intent-keys')).intentKey(path, JSON.stringify(payload)) : newWriteId(),
    label: what.label,
    target: what.target,
    at: Date.now(),
  });
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return enqueue(await write());
  if (what.create) {
    try {
      return await post(path, payload, { toast: false });
    } catch (error) {
      if (isOffline(error)) return enqueue(await write());
      throw error;
    }
  }
  const queued = await write();
  try {
    return await post(path, payload, { idempotencyKey: queued.key, toast: false });
  } catch (error) {
    if (isOffline(error)) return enqueue(queued);
    throw error;
  }
}

function enqueue(write: QueuedWrite): Queued {
  store(addWrite(load(), write));
  void navigator.serviceWorker?.ready
    .then((r) => (r as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync)
    .then((sync) => sync?.register('offline-writes'))
    .catch(() => undefined);
  return { queued: true };
}

export type Refusal = { write: QueuedWrite; message: string };

let flushing: Promise<{ sent: number; refused: Refusal[] }> | undefined;

/**
 * Sends the queued writes in order, each once: a success or a refusal (the content was deleted meanwhile) takes it
 * off the queue; no network stops the round and keeps the rest. One round at a time in this page, and one across
 * tabs where the browser has Web Locks.
 */
export function flushWrites(): Promise<{ sent: number; refused: Refusal[] }> {
  flushing ??= withLock(async () => {
    let sent = 0;
    const refused: Refusal[] = [];
    snapshot = undefined; // another tab may have sent or added some
    for (const write of load()) {
      try {
        await post(write.path as ApiPath, write.payload as never, { idempotencyKey: write.key, toast: false });
        sent++;
        // A create's intent is fulfilled: the same words sent later are a new comment.
        void import('./intent-keys').then((k) => k.intentDone(write.path, JSON.stringify(write.payload)));
      } catch (error) {
        if (isOffline(error) || (error instanceof ApiError && error.code === CLIENT_CODES.timeout)) break;
        refused.push({ write, message: error instanceof Error ? error.message : String(error) });
      }
      store(dropWrite(load(), write.id));
    }
    return { sent, refused };
  }).finally(() => {
    flushing = undefined;
  });
  return flushing;
}

function withLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  return locks ? (locks.request('offline-writes', work) as Promise<T>) : work();
}
