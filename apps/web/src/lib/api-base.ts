// Which API the client talks to, and how it names the token (docs/product/api-conventions.md, docs/product/api-conventions.md).

export const API_ENVS = ['production', 'stage', 'test'] as const;
export type ApiEnv = (typeof API_ENVS)[number];

/** Values the env parameter may take for each environment. */
const ENV_ALIASES: Readonly<Record<string, ApiEnv>> = {
  production: 'production',
  prod: 'production',
  stage: 'stage',
  staging: 'stage',
  test: 'test',
};

/**
 * The environment: the env parameter when it names one, else an address containing social/staging or
 * social/test, else production. It only picks among configured bases, so no parameter can send a token elsewhere.
 */
export function pickApiEnv(envParam: string | null | undefined, href: string): ApiEnv {
  const named = (envParam ?? '').trim().toLowerCase();
  if (Object.hasOwn(ENV_ALIASES, named)) return ENV_ALIASES[named] as ApiEnv;
  if (href.includes('social/staging')) return 'stage';
  if (href.includes('social/test')) return 'test';
  return 'production';
}

/**
 * A configured base address: '' (our own origin) or an http(s) origin with an optional path, without a
 * trailing slash. Anything else is refused so that a typo falls back to our origin instead of a stranger's.
 */
export function normaliseApiBase(value: string | undefined): string {
  const v = (value ?? '').trim();
  if (v === '') return '';
  try {
    const url = new URL(v);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return '';
    if (url.search || url.hash || url.username || url.password) return '';
    return (url.origin + url.pathname).replace(/\/+$/, '');
  } catch {
    return '';
  }
}

export type TokenParam = 'token' | 'h_token';

/** `token` inside the native app; `h_token` outside it, or whenever an htoken came in the address. */
export function tokenParamName(context: { nativeApp: boolean; htoken: boolean }): TokenParam {
  return !context.nativeApp || context.htoken ? 'h_token' : 'token';
}

/** base + path, with the token appended as a query parameter when there is one. */
export function apiUrl(base: string, path: string, token: { name: TokenParam; value: string | null }): string {
  const url = base + path;
  if (!token.value) return url;
  const sep = url.includes('?') ? '&' : '?';
  return `${url}${sep}${token.name}=${encodeURIComponent(token.value)}`;
}

/** The address with any token parameter's value hidden, for logs and the debug console. */
export function redactTokens(url: string): string {
  return url.replace(/([?&](?:token|h_token|h5token|htoken|t|tt)=)[^&#]*/g, '$1***');
}
