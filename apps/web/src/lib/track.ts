import type { EntryParam, KeptParams } from './address-params';

// The log tracker's query (GET /api/log/v1/track): an event, the page, a visitor id and the channel
// parameters that ride along on every event (docs/product/shell.md).

export const TRACKED_PARAMS = [
  'storeid',
  'source',
  'vChannel',
  'vActivityId',
  'activityId',
  'vActivityName',
  'origin',
  'vProject',
  'h5_sessionid',
] as const satisfies readonly EntryParam[];

/** The server takes at most 200 characters per value. */
const MAX_VALUE = 200;
const clip = (v: string) => v.slice(0, MAX_VALUE);

export type TrackEvent = { event: string; page: string; visitorId: string; extra?: Record<string, string> };

export function trackQuery({ event, page, visitorId, extra }: TrackEvent, kept: KeptParams): string {
  const params = new URLSearchParams({
    event: event.slice(0, 40),
    page: clip(page),
    visitorId: visitorId.slice(0, 64),
  });
  for (const name of TRACKED_PARAMS) {
    const v = kept.carried[name as keyof KeptParams['carried']] ?? kept.seen[name];
    if (v) params.set(name, clip(v));
  }
  for (const [k, v] of Object.entries(extra ?? {})) if (!params.has(k)) params.set(k, clip(v));
  return params.toString();
}

/** A random id for this browser, so page views of one visitor can be told apart from another's. */
export function newVisitorId(random: () => number = Math.random): string {
  let id = '';
  for (let i = 0; i < 24; i++) id += Math.floor(random() * 36).toString(36);
  return id;
}
