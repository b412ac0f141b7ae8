import type { EndpointPath, EndpointTypes } from '@app/contract';

// The console's own client: JSON POSTs with the console token as `Authorization: Bearer`, typed by the contract
// (type imports only: no zod in the bundle). Nothing here is shared with the H5.

export type ConsolePath = Extract<EndpointPath, `/api/console/${string}`>;
export type Input<P extends ConsolePath> = EndpointTypes[P]['input'];
export type Output<P extends ConsolePath> = EndpointTypes[P]['output'];

const TOKEN_KEY = 'console-token';
/** The session lives as long as the tab: closing it signs out on this machine. */
export const tokenStore = {
  get: () => sessionStorage.getItem(TOKEN_KEY),
  set: (token: string) => sessionStorage.setItem(TOKEN_KEY, token),
  clear: () => sessionStorage.removeItem(TOKEN_KEY),
};

export class ConsoleApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** Called when the server says the session is over (body code 429): the app shows the sign-in page. */
let onSessionEnded: () => void = () => {};
export const setSessionEndedHandler = (handler: () => void) => {
  onSessionEnded = handler;
};

function headers(): Record<string, string> {
  const token = tokenStore.get();
  return { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
}

export async function call<P extends ConsolePath>(path: P, input: Input<P>): Promise<Output<P>> {
  const res = await fetch(path, { method: 'POST', headers: headers(), body: JSON.stringify(input) });
  const answer = (await res.json()) as { code: number; msg: string; body: unknown };
  if (answer.code === 429) {
    tokenStore.clear();
    onSessionEnded();
  }
  if (answer.code !== 0) throw new ConsoleApiError(answer.code, answer.msg);
  return answer.body as Output<P>;
}

/** A CSV answer (the audit log, the word list): the same filters as its list, saved by the browser as a file. */
export async function downloadCsv<P extends ConsolePath>(path: P, input: Input<P>, name: string): Promise<void> {
  const res = await fetch(path, { method: 'POST', headers: headers(), body: JSON.stringify(input) });
  if (!res.headers.get('content-type')?.startsWith('text/csv')) {
    const answer = (await res.json()) as { code: number; msg: string };
    if (answer.code === 429) {
      tokenStore.clear();
      onSessionEnded();
    }
    throw new ConsoleApiError(answer.code, answer.msg);
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name}-${new Date().toISOString().slice(0, 10)}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
