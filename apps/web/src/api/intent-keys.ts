// Idempotency keys for creates (docs/product/nothing-twice.md, "Every create once"). A key stands for one intent of
// the user: the same path with the same payload. A double tap, a retry after a timeout and the same form sent again
// after a reload (its local draft restores the same payload) all carry the same key, so the server makes one post;
// after a success the intent is fulfilled and the next send, even of the same words, is a new one. Kept in
// localStorage (in memory where it cannot be used) for less than the server's 24 hours.

const STORE = 'idempotency-intents';
const KEEP_MS = 23 * 3600_000;

type Entry = { k: string; at: number };
type Intents = Record<string, Entry>;

const memory: Intents = {};

function read(): Intents {
  try {
    const text = globalThis.localStorage?.getItem(STORE);
    return text ? (JSON.parse(text) as Intents) : memory;
  } catch {
    return memory;
  }
}

function write(intents: Intents) {
  try {
    if (globalThis.localStorage) globalThis.localStorage.setItem(STORE, JSON.stringify(intents));
    else Object.assign(memory, intents);
  } catch {
    Object.assign(memory, intents);
  }
}

/** A short stable name for (path, payload): 53 bits of FNV-1a, both halves, so long posts are not stored whole. */
export function intentName(path: string, payloadText: string): string {
  const text = `${path}\n${payloadText}`;
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x5bd1e995) >>> 0;
  }
  return `${a.toString(36)}${b.toString(36)}`;
}

function newKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (x) => x.toString(16).padStart(2, '0')).join('');
}

/** The key of this intent: the one it already has, else a new one kept for it. */
export function intentKey(path: string, payloadText: string, now = Date.now()): string {
  const intents = read();
  const name = intentName(path, payloadText);
  const known = intents[name];
  if (known && now - known.at < KEEP_MS) return known.k;
  for (const [n, e] of Object.entries(intents)) if (now - e.at >= KEEP_MS) delete intents[n];
  const k = newKey();
  intents[name] = { k, at: now };
  write(intents);
  return k;
}

/** The intent succeeded: the same payload sent again is a new intent with a new key. */
export function intentDone(path: string, payloadText: string) {
  const intents = read();
  const name = intentName(path, payloadText);
  if (!(name in intents)) return;
  delete intents[name];
  write(intents);
}
