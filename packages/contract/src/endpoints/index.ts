import { activitiesEndpoints } from './activities.ts';
import { communityEndpoints } from './community.ts';
import { consoleEndpoints } from './console.ts';
import type { z } from 'zod';
import type { Endpoint } from './define.ts';
import { growthEndpoints } from './growth.ts';
import { identityEndpoints } from './identity.ts';
import { mallEndpoints } from './mall.ts';
import { mediaEndpoints } from './media.ts';
import { noticesEndpoints } from './notices.ts';
import { placesEndpoints } from './places.ts';
import { platformEndpoints } from './platform.ts';
import { privacyEndpoints } from './privacy.ts';
import { trustEndpoints } from './trust.ts';

export type { Auth, Endpoint, Method } from './define.ts';

export const AREAS = {
  identity: identityEndpoints,
  community: communityEndpoints,
  activities: activitiesEndpoints,
  places: placesEndpoints,
  mall: mallEndpoints,
  growth: growthEndpoints,
  media: mediaEndpoints,
  platform: platformEndpoints,
  trust: trustEndpoints,
  notices: noticesEndpoints,
  console: consoleEndpoints,
  privacy: privacyEndpoints,
} as const;

/** Every path of the specification (docs/product/api-paths.md) with the rows added since: activity management, the channel's config, the travel map footprint, trust, notices, the console and privacy, in its order. */
export const ENDPOINTS: readonly Endpoint[] = Object.values(AREAS).flat();

export const ENDPOINT_BY_PATH: ReadonlyMap<string, Endpoint> = new Map(ENDPOINTS.map((e) => [e.path, e]));

// Types for callers (the web imports these with `import type`, so zod stays out of its bundle).

/** Any row of the contract, each with its own literal path and schemas. */
export type ContractEndpoint = (typeof AREAS)[keyof typeof AREAS][number];
/** Every path of the contract, as a union of literal strings. */
export type EndpointPath = ContractEndpoint['path'];
/** The row of one path. */
export type EndpointOf<P extends EndpointPath> = Extract<ContractEndpoint, { path: P }>;
/**
 * Which fields a caller may leave out are the input's (defaults fill them); each field's type is the parsed one,
 * so a coerced `id` reads `number`, not zod's `unknown` input.
 */
type CallerInput<In, Out> = In extends object
  ? Out extends object
    ? { [K in keyof In]: K extends keyof Out ? Out[K] : In[K] }
    : In
  : In;
/** What a caller sends to a path: the fields the request schema reads, optional where it has a default. */
export type RequestOf<P extends EndpointPath> = CallerInput<
  z.input<EndpointOf<P>['request']>,
  z.output<EndpointOf<P>['request']>
>;
/** What a route receives for a path (after defaults and coercion). */
export type ParsedRequestOf<P extends EndpointPath> = z.output<EndpointOf<P>['request']>;
/** The `body` a path answers with on success. */
export type ResponseOf<P extends EndpointPath> = z.output<EndpointOf<P>['response']>;
/** What a route may return for a path: anything its response schema accepts. */
export type RouteResultOf<P extends EndpointPath> = z.input<EndpointOf<P>['response']>;

/**
 * A field as the web sends it. zod reads a coerced field's input as `unknown`; the caller gets the parsed type,
 * and a coerced number may also go as its decimal string (ids travel as strings on the web).
 */
type Sendable<In, Out> = unknown extends In ? (Out extends number ? number | string : Out) : In;
type WireInput<In, Out> = In extends object
  ? Out extends object
    ? { [K in keyof In]: K extends keyof Out ? Sendable<In[K], Out[K]> : In[K] }
    : In
  : In;

/**
 * Every path's request and answer, keyed by path and built once from the endpoint table. A generic client indexes
 * it (`EndpointTypes[P]['output']`), which TypeScript defers until P is a literal; distributing RequestOf over the
 * whole path union inside a generic instead makes a union too complex to represent (TS2590).
 */
export type EndpointTypes = {
  [E in ContractEndpoint as E['path']]: {
    /** What a caller sends: optional where a default fills it, a coerced number as a number or its string. */
    input: WireInput<z.input<E['request']>, z.output<E['request']>>;
    /** The `body` of a success. */
    output: z.output<E['response']>;
  };
};
