// What the hidden debug console shows: the last console messages and API calls, kept from the first moment
// in small ring buffers so that switching the console on later still shows how the page got where it is.

export type LogLevel = 'log' | 'info' | 'warn' | 'error' | 'debug';
export type LogEntry = { id: number; at: number; level: LogLevel; text: string };
export type NetworkLogEntry = {
  id: number;
  at: number;
  method: string;
  url: string;
  status: number | null;
  code: number | null;
  ms: number;
  enc: boolean;
};

export type RingLog<T> = {
  push(entry: Omit<T, 'id' | 'at'>, at?: number): void;
  clear(): void;
  /** The entries, oldest first; a new array after every change (a stable snapshot for React). */
  snapshot(): readonly T[];
  subscribe(listener: () => void): () => void;
};

export function createRingLog<T extends { id: number; at: number }>(max: number): RingLog<T> {
  let entries: readonly T[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    push(entry, at = Date.now()) {
      const full = { ...entry, id: nextId++, at } as T;
      entries = entries.length >= max ? [...entries.slice(entries.length - max + 1), full] : [...entries, full];
      emit();
    },
    clear() {
      entries = [];
      emit();
    },
    snapshot: () => entries,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const MAX_TEXT = 2000;

/** console arguments as one line of text, the way a console would print them. */
export function formatArgs(args: readonly unknown[]): string {
  const text = args
    .map((a) => {
      if (typeof a === 'string') return a;
      if (a instanceof Error) return a.stack ?? `${a.name}: ${a.message}`;
      if (typeof a === 'object' && a !== null) {
        try {
          return JSON.stringify(a);
        } catch {
          return Object.prototype.toString.call(a);
        }
      }
      return String(a);
    })
    .join(' ');
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
}

export const debugLogs = createRingLog<LogEntry>(300);
export const debugNetwork = createRingLog<NetworkLogEntry>(200);
