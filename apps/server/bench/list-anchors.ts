import type { RawQuery } from './raw-sql-server.ts';

// The hand-written raw-SQL anchors of the lists bench (lists-bench.ts) and of the feed bench's signed-in feed: for
// each list, the one query a careful engineer would write by hand for its first page (20 rows and one to know there
// is a next), on the same indexes, answering what its screen shows. Hand-written where our own code is not one
// plain query to capture: the feed's sorts run a statement compiled once per shape (content-repository.ts), 我的券
// and 我的报名 ask a second area for part of their rows (the POI's name, the activity's card), and search ranks in
// its own table (search_documents) and asks the community for the cards, where one query joining both is the honest
// anchor.

/** A feed card: the row, its author, its topic's title and the viewer's ($1) like and collect marks. */
const CARD = `
  select c.id, c.type, c.title, c.body, c.images, c.topic_id, t.title as topic_title, c.place_name, c.like_count,
         c.comment_count, c.collect_count, c.view_count, c.share_count, c.hot_score, c.created_at,
         c.created_at::text as cursor_at, u.user_code, u.nickname, u.avatar_url,
         exists (select 1 from likes l where l.user_id = $1 and l.target_type = 'content' and l.target_id = c.id) as liked,
         exists (select 1 from collections k where k.user_id = $1 and k.item_type = 'content' and k.item_id = c.id)
           as collected`;
const FROM = `
  from contents c join users u on u.id = c.author_id left join topics t on t.id = c.topic_id
  where c.status = 'published'`;

/**
 * The newest posts, as a signed-in member's feed opens: the keyset index (created_at desc, id desc). The feed bench's
 * anchor for the signed-in feed (feed-bench.ts), which is personalised like the other sorts.
 */
export const newestAnchor = (viewer: number): RawQuery => ({
  path: '/raw-feed',
  sql: `${CARD} ${FROM} order by c.created_at desc, c.id desc limit 21`,
  parameters: [viewer],
  limit: 20,
});

/** The hottest posts: the hot index (hot_score desc, id desc). */
export const hotAnchor = (viewer: number): RawQuery => ({
  path: '/raw-hot',
  sql: `${CARD} ${FROM} order by c.hot_score desc, c.id desc limit 21`,
  parameters: [viewer],
  limit: 20,
});

/** The newest posts of the authors the viewer follows (`path`: one anchor per viewer). */
export const followingAnchor = (viewer: number, path = '/raw-following'): RawQuery => ({
  path,
  sql: `${CARD} ${FROM} and c.author_id in (select followee_id from follows where follower_id = $1)
        order by c.created_at desc, c.id desc limit 21`,
  parameters: [viewer],
  limit: 20,
});

/** A topic's newest posts: the topic's (topic_id, created_at desc, id desc) index. */
export const topicAnchor = (viewer: number, topic: number): RawQuery => ({
  path: '/raw-topic',
  sql: `${CARD} ${FROM} and c.topic_id = $2 order by c.created_at desc, c.id desc limit 21`,
  parameters: [viewer, topic],
  limit: 20,
});

/**
 * Posts matching a keyword: its words in the search document's text-search vector (the GIN index) or the whole
 * keyword in its folded text (the trigram index), best first (the text-search rank, plus one when the whole keyword is in the text), as the search screen's
 * content tab promises (docs/product/community.md). `tsQuery` and `pattern` are the keyword's, as parseQuery makes them.
 */
export const searchAnchor = (viewer: number, tsQuery: string, pattern: string): RawQuery => {
  const rank = `round((ts_rank(d.vector, to_tsquery('simple', $2))
    + case when d.norm like $3 escape '\\' then 1 else 0 end)::numeric, 6)::float8`;
  return {
    path: '/raw-search',
    sql: `${CARD}, ${rank} as rank
          from search_documents d join contents c on c.id = d.ref_id join users u on u.id = c.author_id
          left join topics t on t.id = c.topic_id
          where d.kind = 'content' and c.status = 'published'
          and (d.vector @@ to_tsquery('simple', $2) or d.norm like $3 escape '\\')
          order by rank desc, c.id desc limit 21`,
    parameters: [viewer, tsQuery, pattern],
    limit: 20,
  };
};

/** One's coupons, newest claim first, each with its coupon, how many of it one holds, and its online POI's name. */
export const couponsAnchor = (viewer: number, path = '/raw-coupons'): RawQuery => ({
  path,
  sql: `
    select k.id as claim_id, k.claimed_at, c.id, c.kind, c.title, c.description, c.store_ids, c.currency,
           c.discount_amount, c.threshold_amount, c.total_stock, c.claimed_count, c.per_user_limit, c.starts_at,
           c.ends_at, c.channels,
           (select count(*) from coupon_claims m where m.coupon_id = c.id and m.user_id = $1)::int as mine,
           c.poi_id, p.name as poi_name
    from coupon_claims k
    join coupons c on c.id = k.coupon_id
    left join pois p on p.id = c.poi_id and p.status = 'online'
    where k.user_id = $1
    order by k.id desc limit 21`,
  parameters: [viewer],
  limit: 20,
});

/**
 * One's live sign-ups, newest first, each with its activity's card (publisher, classification, tickets' totals) and
 * one's place in line when waiting.
 */
export const joinedAnchor = (viewer: number, path = '/raw-joined'): RawQuery => ({
  path,
  sql: `
    select e.id as enrolment_id, e.status as enrolment_status, e.ticket_id, e.hold_expires_at, e.checked_in_at, e.code,
           case when e.status = 'waitlisted' then (select count(*)::int from activity_enrolments w
             where w.ticket_id = e.ticket_id and w.status = 'waitlisted' and w.id <= e.id) end as position,
           a.id, a.user_id, a.status, a.title, a.cover_url, a.classify_id,
           (select name from activity_classifys k where k.id = a.classify_id) as classify_name, a.city, a.address,
           a.start_at, a.end_at, a.enrol_start_at, a.enrol_end_at, a.invite_only, a.club_id, a.view_count,
           a.featured_at, coalesce(tk.capacity, 0) as capacity, coalesce(tk.taken, 0) as taken, tk.min_price,
           tk.currency, u.user_code, u.nickname, u.avatar_url
    from activity_enrolments e
    join activities a on a.id = e.activity_id
    join users u on u.id = a.user_id
    left join lateral (
      select sum(t.capacity)::int as capacity, sum(t.taken)::int as taken, min(t.price) as min_price,
             (array_agg(t.currency order by t.price, t.id))[1] as currency
      from activity_tickets t where t.activity_id = a.id
    ) tk on true
    where e.user_id = $1 and e.status in ('enrolled', 'waitlisted', 'offered') and a.status <> 'deleted'
    order by e.id desc limit 21`,
  parameters: [viewer],
  limit: 20,
});
