// Who owns each table (docs/architecture.md, "Who owns which table"). The owner alone names the table in SQL: its
// repositories read and write it, and any other area asks the owner through the owner's public surface
// (modules/<area>/index.ts). 'platform' tables are reached through platform/ (sessions, jobs, secrets, envelope
// replays, idempotency keys, reference data, the outbox of events).
//
// An area may also publish a read-only view (docs/decisions/0017-published-views.md): the columns other areas may join
// in a one-query list. Any area reads a published view; only its owner's files may write it.
//
// The types make the maps complete: a table or view added to DB (npm run db:types) does not compile until it has an
// owner. table-owners.unit.test.ts checks the same against the generated file, and that no repository names a table
// its area does not own, nor writes a view it does not own.
import type { DB, DbView } from './types/db-types.generated.ts';

type DbTable = Exclude<keyof DB, DbView>;

export const AREAS = [
  'activities',
  'clubs',
  'community',
  'console',
  'growth',
  'identity',
  'mall',
  'media',
  'ops',
  'places',
  'privacy',
  'search',
  'trust',
] as const;

export type Area = (typeof AREAS)[number];
export type TableOwner = Area | 'platform';

export const TABLE_OWNERS: { readonly [T in DbTable]: TableOwner } = {
  // activities: events, enrolment, tickets, invitations, publishers
  activities: 'activities',
  activity_classifys: 'activities',
  activity_diy_contents: 'activities',
  activity_enrolments: 'activities',
  activity_imports: 'activities',
  activity_invitations: 'activities',
  activity_publishers: 'activities',
  activity_tickets: 'activities',
  publisher_applications: 'activities',

  // clubs
  club_members: 'clubs',
  clubs: 'clubs',

  // community: contents and their marks (likes, comments, collections, polls), the social graph, topics, notices,
  // adverts, moderation word lists, and the kept counts of every target
  blocks: 'community',
  brand_adverts: 'community',
  collections: 'community',
  comments: 'community',
  community_roles: 'community',
  content_categories: 'community',
  content_hotels: 'community',
  content_polls: 'community',
  contents: 'community',
  follows: 'community',
  hot_words: 'community',
  likes: 'community',
  notices: 'community',
  poll_votes: 'community',
  publisher_contacts: 'community',
  review_settings: 'community',
  sensitive_words: 'community',
  share_configs: 'community',
  shares: 'community',
  talents: 'community',
  target_counts: 'community',
  topic_authors: 'community',
  topic_square_columns: 'community',
  topic_subclasses: 'community',
  topics: 'community',

  // console: operators, their sessions, the audit trail
  audit_log: 'console',
  operator_sessions: 'console',
  operators: 'console',

  // growth: points, tasks, the sign-in calendar, levels
  growth_levels: 'growth',
  growth_qualifying_actions: 'growth',
  points_accounts: 'growth',
  points_entries: 'growth',
  points_txns: 'growth',
  sign_configs: 'growth',
  sign_ins: 'growth',
  sign_mystery_awards: 'growth',
  tasks: 'growth',

  // identity: users, channels, logins (codes, captchas, tickets, partners, WeChat)
  anonymous_visitors: 'identity',
  captchas: 'identity',
  channels: 'identity',
  dev_captcha_answers: 'identity',
  dev_sms_outbox: 'identity',
  login_attempts: 'identity',
  partner_token_uses: 'identity',
  password_locks: 'identity',
  phone_tickets: 'identity',
  sms_codes: 'identity',
  sms_sends: 'identity',
  users: 'identity',
  wechat_bindings: 'identity',
  wechat_cache: 'identity',

  // mall: products, promotions, hotels, coupons
  coupon_claims: 'mall',
  coupons: 'mall',
  hotels: 'mall',
  product_promotions: 'mall',
  product_skus: 'mall',
  products: 'mall',

  // media: uploaded files and upload grants
  media_files: 'media',
  upload_grants: 'media',

  // ops: what the apps report
  error_reports: 'ops',
  track_events: 'ops',

  // places: destinations, POIs and their parts, proposals, treasure rankings
  destinations: 'places',
  poi_audio_tracks: 'places',
  poi_group_items: 'places',
  poi_groups: 'places',
  poi_labels: 'places',
  poi_notices: 'places',
  poi_proposals: 'places',
  pois: 'places',
  treasure_rankings: 'places',

  // privacy: cancellations and data exports
  account_cancellations: 'privacy',
  data_exports: 'privacy',

  // search: its index of the owners' rows, fed by their events (docs/product/search.md)
  search_documents: 'search',

  // trust: reports and moderation states
  moderation_states: 'trust',
  reports: 'trust',

  // platform: sessions, jobs, secrets, the envelope's replays, idempotency keys, reference data, the outbox
  china_regions: 'platform',
  continents: 'platform',
  countries: 'platform',
  currencies: 'platform',
  envelope_replays: 'platform',
  idempotency_keys: 'platform',
  jobs: 'platform',
  outbox_cursors: 'platform',
  outbox_events: 'platform',
  reference_versions: 'platform',
  server_secrets: 'platform',
  sessions: 'platform',
  world_cities: 'platform',
};

/** The published views (migration 0035) and the area each speaks for: the one that owns the table it shows. */
export const VIEW_OWNERS: { readonly [V in DbView]: Area } = {
  // an area's list row: a member's code, nickname, avatar, bio and kept counts
  user_cards: 'identity',
  // files ready to be shown: a post's video
  ready_media: 'media',
  // who belongs to which club: the activity square's club-only filter
  club_memberships: 'clubs',
  // the names of the POIs that are online: where 我的券's coupons are used
  online_poi_names: 'places',
};

/** Whether the name is a published view: any area may read it (no area but its owner writes it). */
export function isPublishedView(name: string): boolean {
  return Object.hasOwn(VIEW_OWNERS, name);
}

/** The owner of a table or published view, or undefined when the name is neither in DB. */
export function ownerOf(table: string): TableOwner | undefined {
  if (isPublishedView(table)) return VIEW_OWNERS[table as DbView];
  return Object.hasOwn(TABLE_OWNERS, table) ? TABLE_OWNERS[table as DbTable] : undefined;
}
