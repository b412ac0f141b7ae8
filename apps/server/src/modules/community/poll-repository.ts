import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

export interface PollRaw {
  question: string;
  options: string[];
  multiple: boolean;
  ends_at: Date | null;
  counts: number[];
  mine: number[];
}

/** A content's poll with the votes counted from their rows and the viewer's own, in one query. */
export async function findPoll(
  db: Kysely<DB>,
  contentId: number,
  viewerId: number | null,
): Promise<PollRaw | undefined> {
  const row = await db
    .selectFrom('content_polls as p')
    .select([
      'p.question',
      'p.options',
      'p.multiple',
      'p.ends_at',
      sql<Record<string, number> | null>`(select json_object_agg(option_index, n) from (
        select option_index, count(*) as n from poll_votes where content_id = p.content_id group by option_index) v)`.as(
        'counts',
      ),
      sql<number[] | null>`(select json_agg(option_index order by option_index) from poll_votes
        where content_id = p.content_id and user_id = ${viewerId ?? 0})`.as('mine'),
    ])
    .where('p.content_id', '=', contentId)
    .executeTakeFirst();
  if (!row) return undefined;
  const counts = row.options.map((_, i) => Number(row.counts?.[i] ?? 0));
  return {
    question: row.question,
    options: row.options,
    multiple: row.multiple,
    ends_at: row.ends_at,
    counts,
    mine: row.mine ?? [],
  };
}

/** Replaces the user's votes on a poll: voting the same choice twice leaves one vote. */
export async function replaceVotes(
  db: Kysely<DB>,
  contentId: number,
  userId: number,
  options: number[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('poll_votes').where('content_id', '=', contentId).where('user_id', '=', userId).execute();
    await trx
      .insertInto('poll_votes')
      .values(options.map((option_index) => ({ content_id: contentId, user_id: userId, option_index })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  });
}

export async function insertPoll(
  db: Kysely<DB>,
  contentId: number,
  poll: { question: string; options: string[]; multiple: boolean },
): Promise<void> {
  await db
    .insertInto('content_polls')
    .values({
      content_id: contentId,
      question: poll.question,
      options: JSON.stringify(poll.options),
      multiple: poll.multiple,
    })
    .execute();
}
