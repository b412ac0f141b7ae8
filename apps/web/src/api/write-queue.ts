// The queue of writes made offline, as pure functions over plain values (offline-writes.ts keeps it in localStorage).

export type QueuedWrite = {
  id: string;
  path: string;
  payload: unknown;
  /** The write's own Idempotency-Key, the same on every send. */
  key: string;
  /** What the user did, for 待发送 and a refusal's words (点赞, 收藏, 想去, 评论). */
  label: string;
  /** What it changes: a later write for the same target replaces a queued one. */
  target: string;
  at: number;
};

/** Reads the stored queue; anything unreadable is an empty queue rather than a broken page. */
export function readWrites(raw: string | null): QueuedWrite[] {
  if (!raw) return [];
  try {
    const parsed = JSON.parse(raw) as unknown;
    return Array.isArray(parsed)
      ? parsed.filter(
          (w): w is QueuedWrite =>
            typeof w === 'object' &&
            w !== null &&
            typeof (w as QueuedWrite).id === 'string' &&
            typeof (w as QueuedWrite).path === 'string' &&
            typeof (w as QueuedWrite).key === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/**
 * Adds a write at the end. A queued write for the same target is replaced (liking then unliking offline sends the
 * last wish only), except a comment: each comment is a write of its own.
 */
export function addWrite(queue: readonly QueuedWrite[], write: QueuedWrite): QueuedWrite[] {
  const replaces = !write.target.startsWith('comment:');
  return [...queue.filter((w) => !(replaces && w.target === write.target)), write];
}

export const dropWrite = (queue: readonly QueuedWrite[], id: string): QueuedWrite[] => queue.filter((w) => w.id !== id);

/** A random id: the Idempotency-Key's alphabet (printable ASCII, no spaces or quotes). */
export function newWriteId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `w-${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}
