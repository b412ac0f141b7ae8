import { seal, type EnvelopeClient } from '@app/contract/envelope';
import { openAnswer } from './fuzz.ts';

/** The envelope client of a development server (config.ts defaults; the harness never sets its own). */
export const DEV_CLIENT: EnvelopeClient = {
  appId: process.env.ENC_APP_ID ?? 'dev_h5',
  salt: process.env.ENC_SALT ?? '0123456789abcdef',
};

export interface Reply {
  status: number;
  code: number | undefined;
  msg: string | undefined;
  /** The body, opened when it came sealed. */
  body: unknown;
  text: string;
}

/** The string id of an answer's body ({ id }), if it has one. */
export const idOf = (body: unknown): string | undefined => {
  const id = (body as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
};

/** One API call as the web client makes it: POST JSON, token as h_token, sealed when asked. */
export async function call(
  base: string,
  path: string,
  payload: unknown,
  options: {
    token?: string;
    sealed?: boolean;
    client?: EnvelopeClient;
    timeoutMs?: number;
    headers?: Record<string, string>;
  } = {},
): Promise<Reply> {
  const client = options.client ?? DEV_CLIENT;
  const url = `${base}${path}${options.token ? `?h_token=${options.token}` : ''}`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...options.headers },
    body: JSON.stringify(options.sealed ? seal(payload, client) : payload),
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  });
  const text = await res.text();
  let json: { code?: unknown; msg?: unknown; sec?: unknown; body?: unknown } = {};
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: code stays undefined
  }
  let body: unknown = json.body;
  try {
    body = openAnswer(json, client);
  } catch {
    // a sealed body this client cannot open stays as it came
  }
  return {
    status: res.status,
    code: typeof json.code === 'number' ? json.code : undefined,
    msg: typeof json.msg === 'string' ? json.msg : undefined,
    body,
    text,
  };
}
