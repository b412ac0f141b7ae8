// The API is POST with a JSON body, and Cache Storage keeps only GETs: a read is kept under a synthetic GET address
// made of its path and a hash of what identifies the answer (the address's query, which carries the session's
// token, and the body). The same request from the same session finds the same entry; another session never does.

/** The prefix of every synthetic address; nothing on the server answers it. */
export const API_KEY_PREFIX = '/__offline-api';

const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** The GET address a POST read is kept under: origin, the prefix, the API path, and SHA-256 of query and body. */
export async function apiCacheKey(url: string, body: string): Promise<string> {
  const parsed = new URL(url);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${parsed.search}\n${body}`));
  return `${parsed.origin}${API_KEY_PREFIX}${parsed.pathname}?k=${hex(digest)}`;
}

/** Whether an envelope answer may be kept: a success (code 0); a refusal or failure is never shown as stale data. */
export function isKeepableAnswer(text: string): boolean {
  try {
    const data = JSON.parse(text) as { code?: unknown };
    return Number(data.code) === 0;
  } catch {
    return false;
  }
}

/** Paths the worker never touches: the console, the development tools, the API's writes (docs/product/offline.md). */
export function isOutOfScope(pathname: string): boolean {
  return /^\/(console|dev)(\/|$)/.test(pathname);
}

/** Media the worker keeps: our own pictures (videos and audio are streamed with range requests, never kept). */
export function isKeptMedia(pathname: string): boolean {
  return pathname.startsWith('/media/') && /\.(jpe?g|png|webp|gif)$/i.test(pathname);
}
