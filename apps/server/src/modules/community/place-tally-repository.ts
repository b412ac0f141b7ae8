import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

// Published contents per place and author, as places' treasure ranking counts them (docs/product/places.md): a
// content's place is its destination, or else its POI's (places maps a POI to its destination).

type Db = Kysely<DB> | Transaction<DB>;

export interface PlaceTally {
  /** The content's destination; null when it names only a POI. */
  destinationId: number | null;
  /** The content's POI when it names no destination; null otherwise. */
  poiId: number | null;
  authorId: number;
  contentCount: number;
  likeCount: number;
}

/**
 * Every published content tagged with a destination or a POI, counted by (destination, or else POI; author), with
 * the likes they hold: one aggregate query over all contents, for an hourly job.
 */
export async function tallyPublishedByPlace(db: Db): Promise<PlaceTally[]> {
  const result = await sql<{
    destination_id: number | string | null;
    poi_id: number | string | null;
    author_id: number | string;
    content_count: number;
    like_count: number;
  }>`
    select c.destination_id, case when c.destination_id is null then c.poi_id end as poi_id, c.author_id,
      count(*)::integer as content_count, coalesce(sum(c.like_count), 0)::integer as like_count
    from contents c
    where c.status = 'published' and (c.destination_id is not null or c.poi_id is not null)
    group by 1, 2, 3`.execute(db);
  return result.rows.map((r) => ({
    destinationId: r.destination_id === null ? null : Number(r.destination_id),
    poiId: r.poi_id === null ? null : Number(r.poi_id),
    authorId: Number(r.author_id),
    contentCount: Number(r.content_count),
    likeCount: Number(r.like_count),
  }));
}
