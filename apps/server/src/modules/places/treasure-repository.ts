import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import type { PlaceTally } from '../community/index.ts';

// Treasure users: written in one statement by the ranking job, read by the pages. The job counts what community
// tallies of its published contents per place and author (a destination's content: tagged with it, or with one of its
// POIs, which only places can map to a destination).

export const CONTENT_POINTS = 10;
export const LIKE_POINTS = 2;

/**
 * Recomputes every destination's ranking in one transaction from community's tally (handed over as one JSON value:
 * one row per place and author, however many); returns how many rows were written.
 */
export async function recomputeRankings(db: Kysely<DB>, tally: readonly PlaceTally[]): Promise<number> {
  const given = JSON.stringify(
    tally.map((t) => ({
      destination_id: t.destinationId,
      poi_id: t.poiId,
      author_id: t.authorId,
      content_count: t.contentCount,
      like_count: t.likeCount,
    })),
  );
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('treasure_rankings').execute();
    const result = await sql`
      insert into treasure_rankings (destination_id, user_id, rank, score, content_count, like_count, computed_at)
      select destination_id, author_id,
        row_number() over (partition by destination_id order by score desc, like_count desc, author_id),
        score, content_count, like_count, now()
      from (
        select coalesce(t.destination_id, p.destination_id) as destination_id, t.author_id,
          sum(t.content_count)::integer as content_count,
          sum(t.like_count)::integer as like_count,
          (sum(t.content_count) * ${CONTENT_POINTS} + sum(t.like_count) * ${LIKE_POINTS})::integer as score
        from jsonb_to_recordset(${given}::jsonb)
          as t(destination_id bigint, poi_id bigint, author_id bigint, content_count integer, like_count integer)
        left join pois p on p.id = t.poi_id
        where coalesce(t.destination_id, p.destination_id) is not null
        group by 1, 2
      ) s`.execute(trx);
    return Number(result.numAffectedRows ?? 0);
  });
}

export async function rankingPage(db: Kysely<DB>, destinationId: number, offset: number, limit: number) {
  const q = db.selectFrom('treasure_rankings as t').where('t.destination_id', '=', destinationId);
  const [rows, total] = await Promise.all([
    q
      .innerJoin('user_cards as u', 'u.id', 't.user_id')
      .select([
        't.rank',
        't.score',
        't.content_count',
        't.like_count',
        't.computed_at',
        'u.user_code',
        'u.nickname',
        'u.avatar_url',
      ])
      .orderBy('t.rank')
      .offset(offset)
      .limit(limit)
      .execute(),
    q.select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('t.computed_at').as('at')]).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n), computedAt: total.at as Date | string | null };
}

export function rankingOf(db: Kysely<DB>, destinationId: number, userCode: string) {
  return db
    .selectFrom('treasure_rankings as t')
    .innerJoin('user_cards as u', 'u.id', 't.user_id')
    .select(['t.rank', 't.score', 't.content_count', 't.like_count'])
    .where('t.destination_id', '=', destinationId)
    .where('u.user_code', '=', userCode)
    .executeTakeFirst();
}
