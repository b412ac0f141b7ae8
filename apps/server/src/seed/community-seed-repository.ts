import { sql, type Insertable, type Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.ts';

// The community area's demo rows: topics, posts and guides, the conversation under them, its people and furniture,
// the notices of what happened, and the counters recounted from their rows. What it needs of other areas (demo POIs,
// cities, demo users) comes in as plain rows: a seed repository names only its own area's tables.

type Rows<T extends keyof DB> = Insertable<DB[T]>[];

export async function insertSubclasses(db: Kysely<DB>, names: string[]) {
  return db
    .insertInto('topic_subclasses')
    .values(names.map((class_name, sort) => ({ class_name, sort })))
    .returning(['id', 'class_name'])
    .execute();
}

export async function insertTopics(db: Kysely<DB>, topics: Rows<'topics'>) {
  return db.insertInto('topics').values(topics).returning(['id', 'title']).execute();
}

/** Posts or guides, their ids in the order given. */
export async function insertContents(db: Kysely<DB>, contents: Rows<'contents'>) {
  return db.insertInto('contents').values(contents).returning('id').execute();
}

export async function insertLikes(db: Kysely<DB>, likes: Rows<'likes'>) {
  if (likes.length) await db.insertInto('likes').values(likes).execute();
}

export async function insertFollows(db: Kysely<DB>, follows: Rows<'follows'>) {
  if (follows.length) await db.insertInto('follows').values(follows).execute();
}

/** Counts always equal the rows behind them (the hot score follows the likes by itself). */
export async function recountDemoLikesAndTopics(db: Kysely<DB>) {
  await sql`
    update contents c set
      like_count = (select count(*) from likes l where l.target_type = 'content' and l.target_id = c.id)
    where c.is_demo`.execute(db);
  await sql`update topics t set content_count = (select count(*) from contents c where c.topic_id = t.id)`.execute(db);
}

/** Comments (or replies), with what a reply to each needs. */
export async function insertComments(db: Kysely<DB>, comments: Rows<'comments'>) {
  if (!comments.length) return [];
  return db.insertInto('comments').values(comments).returning(['id', 'target_id', 'author_id', 'created_at']).execute();
}

export async function authorsOfContents(db: Kysely<DB>, ids: number[]) {
  return db
    .selectFrom('contents')
    .select(['id', 'author_id'])
    .where('id', 'in', ids.length ? ids : [0])
    .execute();
}

export async function insertCollections(db: Kysely<DB>, collections: Rows<'collections'>) {
  if (collections.length) await db.insertInto('collections').values(collections).execute();
}

export async function insertShares(db: Kysely<DB>, shares: Rows<'shares'>) {
  if (shares.length) await db.insertInto('shares').values(shares).execute();
}

export async function insertTalents(db: Kysely<DB>, talents: Rows<'talents'>) {
  await db.insertInto('talents').values(talents).execute();
}

export async function insertCommunityRoles(db: Kysely<DB>, roles: Rows<'community_roles'>) {
  await db.insertInto('community_roles').values(roles).execute();
}

export async function insertPolls(db: Kysely<DB>, polls: Rows<'content_polls'>, votes: Rows<'poll_votes'>) {
  await db.insertInto('content_polls').values(polls).execute();
  await db.insertInto('poll_votes').values(votes).execute();
}

export async function insertContentHotels(db: Kysely<DB>, hotels: Rows<'content_hotels'>) {
  await db.insertInto('content_hotels').values(hotels).execute();
}

/** Topic-square tabs, categories, adverts, hot words and share cards. */
export async function insertFurniture(
  db: Kysely<DB>,
  f: {
    columns: Rows<'topic_square_columns'>;
    categories: Rows<'content_categories'>;
    adverts: Rows<'brand_adverts'>;
    hotWords: Rows<'hot_words'>;
    shareConfigs: Rows<'share_configs'>;
  },
) {
  await db.insertInto('topic_square_columns').values(f.columns).execute();
  await db.insertInto('content_categories').values(f.categories).execute();
  await db.insertInto('brand_adverts').values(f.adverts).execute();
  await db.insertInto('hot_words').values(f.hotWords).execute();
  await db.insertInto('share_configs').values(f.shareConfigs).execute();
}

export async function insertNotices(db: Kysely<DB>, notices: Rows<'notices'>) {
  await db.insertInto('notices').values(notices).execute();
}

/**
 * Notices for what happened to each author's posts (comments, likes), older ones already read; then every demo
 * comment's and post's counters from the rows behind them.
 */
export async function noticeAndRecountDemoConversation(db: Kysely<DB>) {
  await sql`
    insert into notices (user_id, kind, actor_id, target_type, target_id, comment_id, title, excerpt, read_at, is_demo, created_at)
    select c.author_id, 'comment', m.author_id, 'content', c.id, m.id, '评论了你的动态', left(m.body, 60),
           case when m.created_at < now() - interval '1 day' then now() end, true, m.created_at
    from comments m join contents c on c.id = m.target_id and m.target_type = 'content'
    where m.author_id <> c.author_id and m.is_demo`.execute(db);
  await sql`
    insert into notices (user_id, kind, actor_id, target_type, target_id, excerpt, read_at, is_demo, created_at)
    select c.author_id, 'like', l.user_id, 'content', c.id, left(coalesce(nullif(c.title, ''), c.body), 60),
           case when c.created_at < now() - interval '1 day' then now() end, true, c.created_at + interval '10 minutes'
    from likes l join contents c on c.id = l.target_id and l.target_type = 'content'
    where l.user_id <> c.author_id and c.is_demo`.execute(db);
  await sql`
    update comments m set
      praise_count = (select count(*) from likes l where l.target_type = 'comment' and l.target_id = m.id),
      reply_count = (select count(*) from comments r where r.root_id = m.id and r.status = 'published')
    where m.is_demo`.execute(db);
  await sql`
    update contents c set
      comment_count = (select count(*) from comments m where m.target_type = 'content' and m.target_id = c.id and m.status = 'published'),
      collect_count = (select count(*) from collections k where k.item_type = 'content' and k.item_id = c.id),
      share_count = (select count(*) from shares s where s.target_type = 'content' and s.target_id = c.id)
    where c.is_demo`.execute(db);
}

export interface DemoPoi {
  id: number;
  name: string;
  destination_id: number;
  popularity: number;
}
export interface City {
  id: number;
  name: string;
  population: number;
}

/**
 * The community's demo dynamics name their place in words ('北京故宫', '杭州西湖'): each gets the demo POI named in
 * it (the longest name wins) and that POI's destination, or else the destination its place starts with ('黄山'), so
 * a dynamic's place chip opens its POI and the treasure ranking has something to rank; articles get the city
 * their title names. Demo rows only. The POIs and cities are the places area's, handed in as rows.
 */
export async function linkDemoContent(db: Kysely<DB>, pois: DemoPoi[], cities: City[]) {
  const poiRows = sql`(select * from jsonb_to_recordset(${JSON.stringify(pois)}::jsonb)
    as x(id bigint, name text, destination_id bigint, popularity integer))`;
  const cityRows = sql`(select * from jsonb_to_recordset(${JSON.stringify(cities)}::jsonb)
    as x(id bigint, name text, population bigint))`;
  await sql`
    with p as materialized ${poiRows}
    update contents c set poi_id = (
      select p.id from p
      where position(p.name in c.place_name) > 0
      order by length(p.name) desc, p.popularity desc, p.id limit 1)
    where c.is_demo and c.poi_id is null and c.place_name <> ''`.execute(db);
  await sql`
    with p as materialized ${poiRows}, d as materialized ${cityRows}
    update contents c set destination_id = coalesce(
      (select p.destination_id from p where p.id = c.poi_id),
      (select d.id from d
       where position(d.name in c.place_name) = 1
       order by length(d.name) desc, d.population desc, d.id limit 1))
    where c.is_demo and c.destination_id is null and c.place_name <> ''`.execute(db);
  // Demo articles name their city in the title ('三天两晚玩转杭州…', '京都赏枫…'): the earliest, longest city
  // name found makes the article a guide of that destination (/strategyList, /destination/information).
  await sql`
    with d as materialized ${cityRows}
    update contents c set destination_id = (
      select d.id from d
      where position(d.name in c.title) > 0
      order by position(d.name in c.title), length(d.name) desc, d.population desc, d.id limit 1)
    where c.is_demo and c.type = 'article' and c.destination_id is null`.execute(db);
}

/**
 * Who wants to go where (docs/product/data.md "Demo content"): every demo traveller wants to go to 故宫, the crowd a
 * first visitor expects there; each other demo place gets about one in six of them, picked by a hash so every start
 * draws the same. Written as likes on the POI, so the counters' triggers count them like any other.
 */
export async function wantToGoCrowd(db: Kysely<DB>, pois: DemoPoi[], users: { id: number }[]) {
  await sql`
    insert into likes (user_id, target_type, target_id, created_at)
    select u.id, 'poi', p.id, now() - make_interval(hours => abs(hashtext(u.id || ':' || p.id)) % (24 * 60))
    from jsonb_to_recordset(${JSON.stringify(pois.map((p) => ({ id: p.id, name: p.name })))}::jsonb)
        as p(id bigint, name text)
      cross join jsonb_to_recordset(${JSON.stringify(users)}::jsonb) as u(id bigint)
    where p.name = '故宫' or abs(hashtext(p.id || ':' || u.id)) % 6 = 0
    order by p.id, u.id
    on conflict do nothing`.execute(db);
}
