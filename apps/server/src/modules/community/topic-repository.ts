import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import type { Position } from '../../platform/db/keyset-cursor.ts';
import { cursorTime, pastPosition } from './keyset-repository.ts';

export interface TopicRaw {
  id: number;
  title: string;
  description: string;
  cover_url: string | null;
  subclass_id: number | null;
  class_name: string | null;
  content_count: number;
  view_count: number;
  created_at: Date;
  cursor_at: string;
}

function topicBase(db: Kysely<DB>) {
  return db
    .selectFrom('topics as t')
    .leftJoin('topic_subclasses as s', 's.id', 't.subclass_id')
    .select([
      't.id',
      't.title',
      't.description',
      't.cover_url',
      't.subclass_id',
      's.class_name',
      't.content_count',
      't.view_count',
      't.created_at',
      sql<string>`t.created_at::text`.as('cursor_at'),
    ]);
}

export interface TopicQuery {
  subclassId?: number | undefined;
  /** Already folded (NFKC, lower case) and escaped for LIKE. */
  pattern?: string | undefined;
  sort: 'hot' | 'new';
  after: Position | null;
  limit: number;
}

export async function findTopicPage(db: Kysely<DB>, q: TopicQuery): Promise<TopicRaw[]> {
  // A topic an operator hid is gone from the lists (docs/product/console-content.md); its page still opens.
  let query = topicBase(db).where('t.hidden', '=', false);
  if (q.subclassId) query = query.where('t.subclass_id', '=', q.subclassId);
  if (q.pattern) query = query.where(sql<boolean>`t.search_norm like ${q.pattern} escape '\\'`);
  if (q.sort === 'hot') {
    if (q.after) {
      const n = Number(q.after.value);
      query = query.where(pastPosition('t.content_count', 't.id', n, q.after!.id));
    }
    query = query.orderBy('t.content_count', 'desc').orderBy('t.id', 'desc');
  } else {
    if (q.after) {
      const at = cursorTime(q.after.value);
      query = query.where(pastPosition('t.created_at', 't.id', at, q.after!.id));
    }
    query = query.orderBy('t.created_at', 'desc').orderBy('t.id', 'desc');
  }
  return (await query.limit(q.limit).execute()) as TopicRaw[];
}

/**
 * One topic with its stats: participants, likes, the latest participants and whether the viewer took part. Every
 * figure is kept by the writes (migrations 0009 and 0010), so a topic of a million posts reads like one of ten.
 */
export async function findTopicDetail(db: Kysely<DB>, id: number, viewerId: number | null) {
  return topicBase(db)
    .select([
      't.participant_count as participants',
      't.like_count as likes',
      sql<{ user_code: string; nickname: string; avatar_url: string | null }[]>`(
        select coalesce(json_agg(p), '[]'::json) from (
          select u.user_code, u.nickname, u.avatar_url from topic_authors a
          join user_cards u on u.id = a.author_id
          where a.topic_id = t.id
          order by a.last_at desc, a.author_id desc limit 5) p)`.as('recent'),
      sql<boolean>`exists (select 1 from topic_authors where topic_id = t.id and author_id = ${viewerId ?? 0})`.as(
        'joined',
      ),
    ])
    .where('t.id', '=', id)
    .executeTakeFirst();
}

export async function addTopicView(db: Kysely<DB>, id: number): Promise<void> {
  await db
    .updateTable('topics')
    .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function findSubclasses(db: Kysely<DB>) {
  return db
    .selectFrom('topic_subclasses as s')
    .select(['s.id', 's.class_name', sql<number>`(select count(*) from topics where subclass_id = s.id)`.as('topics')])
    .orderBy('s.sort')
    .orderBy('s.id')
    .execute();
}

export async function findColumns(db: Kysely<DB>) {
  return db.selectFrom('topic_square_columns').selectAll().orderBy('sort').orderBy('id').execute();
}

export async function findColumn(db: Kysely<DB>, id: number) {
  return db.selectFrom('topic_square_columns').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function topicExists(db: Kysely<DB>, id: number): Promise<boolean> {
  return (await db.selectFrom('topics').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
