import type { ParamSet } from '../lib/address-params';
import type { TOKEN_PARAMS } from '@app/rules';

// Login tokens that arrived in the address (docs/product/channels.md). They leave the address bar at once; the
// login bootstrap (identity) reads them here, with loginTokenFromParams(source, tokens) from @app/rules.

export type EntryTokens = ParamSet<(typeof TOKEN_PARAMS)[number]>;

let tokens: EntryTokens = {};

export function rememberEntryTokens(next: EntryTokens) {
  tokens = { ...tokens, ...next };
}

export const entryTokens = (): Readonly<EntryTokens> => tokens;

/** An htoken came in the address: calls then name the token h_token (docs/product/api-conventions.md). */
export const hadHtoken = (): boolean => !!tokens.htoken;
