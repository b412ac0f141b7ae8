import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { findContentAuthor, publishedExists, type TargetType } from './target-repository.ts';

// What a like, comment, evaluation, collection or want-to-go may point at. Contents and comments are community's own;
// activities, POIs and products are asked of their areas, whose checks are handed to community where the module list
// is wired (modules/index.ts): those areas call community already, so an import back would close a circle.

type Db = Kysely<DB> | Transaction<DB>;

export interface OutsideTargets {
  /** Activities': online, or offline for its own publisher; never a draft (isActivityTargetable). */
  activity: (db: Db, id: number, viewerId: number) => Promise<boolean>;
  /** Activities': who hosts an activity, for the access policy (findActivityPublisher). */
  activityHost: (db: Db, id: number) => Promise<number | null>;
  /** Places': an online POI (isPoiTargetable). */
  poi: (db: Db, id: number) => Promise<boolean>;
  /** Mall's: a product on sale (isProductTargetable). */
  product: (db: Db, id: number) => Promise<boolean>;
}

let outside: OutsideTargets | undefined;

/** Called once by the module list (modules/index.ts) with the owning areas' checks. */
export function provideOutsideTargets(given: OutsideTargets): void {
  outside = given;
}

/**
 * Whether the object a social action points at exists (and is live for this viewer): the one check every like,
 * comment, evaluation, collection and want-to-go makes, keyed by target type. An area not wired counts as a missing
 * object, and so does one only its owner could see (a draft): the answer never tells the two apart.
 */
export async function targetExists(db: Db, type: TargetType, id: number, viewerId: number | null): Promise<boolean> {
  if (type === 'content' || type === 'comment') return publishedExists(db, type, id);
  if (!outside) return false;
  if (type === 'activity') return outside.activity(db, id, viewerId ?? 0);
  return type === 'poi' ? outside.poi(db, id) : outside.product(db, id);
}

/**
 * Who hosts a target, for the access policy: a content's author, an activity's publisher; places and products have
 * no host among users (null).
 */
export async function findTargetOwner(db: Db, type: TargetType, id: number): Promise<number | null> {
  if (type === 'content') return findContentAuthor(db, id);
  if (type === 'activity' && outside) return outside.activityHost(db, id);
  return null;
}
