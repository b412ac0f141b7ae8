import { TOKEN_PARAMS } from '@app/rules';

// Address parameters of docs/product/shell.md: which are read on entry, which ride along to every next page.

export const ENTRY_PARAMS = [
  'storeid',
  'origin',
  'vProject',
  'vChannel',
  'vActivityId',
  'vActivityName',
  'source',
  'activityId',
  'topicId',
  'h5_sessionid',
  'showTopBar',
  'env',
] as const;
export type EntryParam = (typeof ENTRY_PARAMS)[number];

/** Carried across pages and kept for the session ("vActivityId or activityId": whichever came, under its name). */
export const CARRIED_PARAMS = [
  'vChannel',
  'vActivityId',
  'activityId',
  'storeid',
  'h5_sessionid',
  'showTopBar',
] as const;
export type CarriedParam = (typeof CARRIED_PARAMS)[number] | 'topicId';

export type ParamSet<K extends string> = Partial<Record<K, string>>;

/** What the session remembers: every entry parameter last seen, and the carried subset. */
export type KeptParams = { seen: ParamSet<EntryParam>; carried: ParamSet<CarriedParam> };

export const EMPTY_KEPT: KeptParams = { seen: {}, carried: {} };

const value = (params: URLSearchParams, name: string): string => (params.get(name) ?? '').trim();

/**
 * The kept parameters after visiting an address: a parameter given in the address replaces the kept one.
 * topicId is carried only when a vChannel is kept and no topicId is kept yet (the channel's landing topic).
 * Returns the same object when nothing changed.
 */
export function keepParams(kept: KeptParams, params: URLSearchParams): KeptParams {
  const seen = { ...kept.seen };
  const carried = { ...kept.carried };
  for (const name of ENTRY_PARAMS) {
    const v = value(params, name);
    if (v !== '') seen[name] = v;
  }
  for (const name of CARRIED_PARAMS) {
    const v = value(params, name);
    if (v !== '') carried[name] = v;
  }
  const topicId = value(params, 'topicId');
  if (topicId !== '' && carried.vChannel && !carried.topicId) carried.topicId = topicId;
  const next = { seen, carried };
  return sameParams(kept, next) ? kept : next;
}

function sameSet(a: Readonly<Record<string, string | undefined>>, b: Readonly<Record<string, string | undefined>>) {
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => a[k] === b[k]);
}

const sameParams = (a: KeptParams, b: KeptParams) => sameSet(a.seen, b.seen) && sameSet(a.carried, b.carried);

/** A search string ('?a=1' or '') with every carried parameter it lacks appended; given ones are left alone. */
export function withCarriedParams(search: string, carried: ParamSet<CarriedParam>): string {
  const params = new URLSearchParams(search);
  let changed = false;
  for (const [name, v] of Object.entries(carried)) {
    if (!v || params.has(name)) continue;
    params.append(name, v);
    changed = true;
  }
  if (!changed) return search;
  const s = params.toString();
  return s ? `?${s}` : '';
}

type PathParts = { pathname?: string; search?: string; hash?: string };

/** Splits 'path?query#hash' (any part may be missing, as in a search-only '?tab=hot'). */
export function splitPath(to: string): PathParts {
  const parts: PathParts = {};
  let rest = to;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parts.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parts.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parts.pathname = rest;
  return parts;
}

/** A navigation target (string or path object) with the carried parameters added to its query. */
export function carryInto<T extends string | PathParts>(to: T, carried: ParamSet<CarriedParam>): T {
  if (typeof to === 'string') {
    const { pathname = '', search = '', hash = '' } = splitPath(to);
    return `${pathname}${withCarriedParams(search, carried)}${hash}` as T;
  }
  const path: PathParts = to;
  const search = withCarriedParams(path.search ?? '', carried);
  return (search === (path.search ?? '') ? to : { ...path, search }) as T;
}

/** The login tokens an address carries (docs/product/channels.md), and the address without them. */
export function takeTokenParams(search: string): { tokens: ParamSet<(typeof TOKEN_PARAMS)[number]>; search: string } {
  const params = new URLSearchParams(search);
  const tokens: ParamSet<(typeof TOKEN_PARAMS)[number]> = {};
  let removed = false;
  for (const name of TOKEN_PARAMS) {
    if (!params.has(name)) continue;
    const v = value(params, name);
    if (v !== '') tokens[name] = v;
    params.delete(name);
    removed = true;
  }
  if (!removed) return { tokens, search };
  const s = params.toString();
  return { tokens, search: s ? `?${s}` : '' };
}
