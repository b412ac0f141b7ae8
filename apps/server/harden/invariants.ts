import { sql, type Kysely } from 'kysely';
import type { DB } from '../src/platform/db/schema.ts';

// C1: invariants of the data, as SQL. Each check names the tables it reads and runs only when every one exists
// (to_regclass), so the same list covers whatever modules a database has. A check returns its violating rows.

export interface Check {
  name: string;
  tables: string[];
  /** Columns the check needs, as table.column; it is skipped (and said so) when one is missing. */
  columns?: string[];
  violations: string;
}

export const CHECKS: Check[] = [
  // Community counters equal the rows behind them (migrations 0001/0004; counters.ts recounts them).
  {
    name: 'contents.like_count = likes',
    tables: ['contents', 'likes'],
    violations: `select c.id, c.like_count, n.n from contents c
      cross join lateral (select count(*)::int n from likes l where l.target_type = 'content' and l.target_id = c.id) n
      where c.status = 'published' and c.like_count <> n.n`,
  },
  {
    name: 'contents.collect_count = collections',
    tables: ['contents', 'collections'],
    violations: `select c.id, c.collect_count, n.n from contents c
      cross join lateral (select count(*)::int n from collections k where k.item_type = 'content' and k.item_id = c.id) n
      where c.status = 'published' and c.collect_count <> n.n`,
  },
  {
    name: 'contents.comment_count = published comments',
    tables: ['contents', 'comments'],
    violations: `select c.id, c.comment_count, n.n from contents c
      cross join lateral (select count(*)::int n from comments m
        where m.target_type = 'content' and m.target_id = c.id and m.status = 'published') n
      where c.status = 'published' and c.comment_count <> n.n`,
  },
  {
    name: 'contents.share_count = shares',
    tables: ['contents', 'shares'],
    columns: ['contents.share_count'],
    violations: `select c.id, c.share_count, n.n from contents c
      cross join lateral (select count(*)::int n from shares s where s.target_type = 'content' and s.target_id = c.id) n
      where c.status = 'published' and c.share_count <> n.n`,
  },
  {
    name: 'comments.praise_count = likes',
    tables: ['comments', 'likes'],
    violations: `select m.id, m.praise_count, n.n from comments m
      cross join lateral (select count(*)::int n from likes l where l.target_type = 'comment' and l.target_id = m.id) n
      where m.status = 'published' and m.praise_count <> n.n`,
  },
  {
    name: 'comments.reply_count = published replies',
    tables: ['comments'],
    violations: `select m.id, m.reply_count, n.n from comments m
      cross join lateral (select count(*)::int n from comments r where r.root_id = m.id and r.status = 'published') n
      where m.status = 'published' and m.root_id is null and m.reply_count <> n.n`,
  },
  {
    name: 'topics.content_count = published contents',
    tables: ['topics', 'contents'],
    violations: `select t.id, t.content_count, n.n from topics t
      cross join lateral (select count(*)::int n from contents c where c.topic_id = t.id and c.status = 'published') n
      where t.content_count <> n.n`,
  },
  {
    name: 'users.follower_count / following_count = follows',
    tables: ['users', 'follows', 'topic_authors'],
    violations: `select u.id, u.follower_count, u.following_count, n.fans, n.following from users u
      cross join lateral (select (select count(*)::int from follows where followee_id = u.id) fans,
        (select count(*)::int from follows where follower_id = u.id) following) n
      where u.follower_count <> n.fans or u.following_count <> n.following`,
  },
  {
    name: 'users.content_count = published contents',
    tables: ['users', 'contents', 'topic_authors'],
    violations: `select u.id, u.content_count, n.n from users u
      cross join lateral (select count(*)::int n from contents c where c.author_id = u.id and c.status = 'published') n
      where u.content_count <> n.n`,
  },
  {
    name: 'topics.participant_count = authors of published contents',
    tables: ['topics', 'contents', 'topic_authors'],
    violations: `select t.id, t.participant_count, n.n from topics t
      cross join lateral (select count(distinct author_id)::int n from contents c
        where c.topic_id = t.id and c.status = 'published') n
      where t.participant_count <> n.n`,
  },
  {
    name: 'topics.like_count = likes of its published contents',
    tables: ['topics', 'contents'],
    violations: `select t.id, t.like_count, n.n from topics t
      cross join lateral (select coalesce(sum(like_count), 0)::bigint n from contents c
        where c.topic_id = t.id and c.status = 'published') n
      where t.like_count <> n.n`,
  },
  {
    name: "topic_authors.last_at = the author's latest published content in the topic",
    tables: ['topic_authors', 'contents'],
    violations: `select a.topic_id, a.author_id, a.last_at, n.at from topic_authors a
      cross join lateral (select max(created_at) at from contents c
        where c.topic_id = a.topic_id and c.author_id = a.author_id and c.status = 'published') n
      where a.last_at is distinct from n.at`,
  },
  {
    name: 'topic_authors = published contents per author and topic',
    tables: ['topic_authors', 'contents'],
    violations: `select coalesce(a.topic_id, c.topic_id) topic_id, coalesce(a.author_id, c.author_id) author_id,
        a.content_count, c.n from topic_authors a
      full join (select topic_id, author_id, count(*)::int n from contents
        where status = 'published' and topic_id is not null group by topic_id, author_id) c
        on c.topic_id = a.topic_id and c.author_id = a.author_id
      where a.content_count is distinct from c.n`,
  },
  {
    name: 'clubs.member_count = members',
    tables: ['clubs', 'club_members'],
    violations: `select k.id, k.member_count, n.n from clubs k
      cross join lateral (select count(*)::int n from club_members m where m.club_id = k.id) n
      where k.member_count <> n.n`,
  },
  // Places', activities' and products' likes, comments and evaluations (migration 0011): every target with a like or
  // a published comment has its counter row, and every row equals what it counts.
  {
    name: 'target_counts = likes, published comments and evaluations by score',
    tables: ['target_counts', 'likes', 'comments'],
    violations: `select coalesce(k.target_type, r.target_type) target_type, coalesce(k.target_id, r.target_id) target_id,
        k.like_count, k.comment_count, k.score_1, k.score_2, k.score_3, k.score_4, k.score_5, r.likes, r.comments, r.s
      from target_counts k
      full join (select target_type, target_id, sum(likes)::int likes, sum(comments)::int comments,
          array[sum(s1), sum(s2), sum(s3), sum(s4), sum(s5)]::int[] s
        from (select target_type, target_id, 1 likes, 0 comments, 0 s1, 0 s2, 0 s3, 0 s4, 0 s5 from likes
              where target_type in ('activity', 'poi', 'product')
            union all
            select target_type, target_id, 0, 1, (root_id is null and score = 1)::int, (root_id is null and score = 2)::int,
              (root_id is null and score = 3)::int, (root_id is null and score = 4)::int, (root_id is null and score = 5)::int
              from comments where target_type in ('activity', 'poi', 'product') and status = 'published') u
        group by target_type, target_id) r
        on r.target_type = k.target_type and r.target_id = k.target_id
      where k.target_type is null or k.like_count <> coalesce(r.likes, 0) or k.comment_count <> coalesce(r.comments, 0)
        or array[k.score_1, k.score_2, k.score_3, k.score_4, k.score_5] <> coalesce(r.s, array[0, 0, 0, 0, 0])`,
  },
  {
    name: 'target_counts and topics.article_count never negative',
    tables: ['target_counts', 'topics'],
    columns: ['topics.article_count'],
    violations: `select target_type, target_id from target_counts
        where least(like_count, comment_count, score_1, score_2, score_3, score_4, score_5) < 0
      union all select 'topic', id from topics where article_count < 0`,
  },
  {
    name: 'topics.article_count = published articles',
    tables: ['topics', 'contents'],
    columns: ['topics.article_count'],
    violations: `select t.id, t.article_count, n.n from topics t
      cross join lateral (select count(*)::int n from contents c
        where c.topic_id = t.id and c.status = 'published' and c.type = 'article') n
      where t.article_count <> n.n`,
  },
  {
    name: 'counters never negative',
    tables: ['contents', 'comments', 'topic_authors'],
    violations: `select 'content' t, id from contents where least(like_count, comment_count, collect_count, view_count) < 0
      union all select 'comment', id from comments where least(praise_count, reply_count) < 0
      union all select 'user', id from users where least(follower_count, following_count, content_count) < 0
      union all select 'topic', id from topics where least(content_count, participant_count, like_count) < 0`,
  },
  {
    name: 'replies point at a thread of the same target',
    tables: ['comments'],
    violations: `select r.id from comments r join comments p on p.id = r.root_id
      where p.target_type <> r.target_type or p.target_id <> r.target_id or p.root_id is not null`,
  },
  // Mall: stock never negative, claims never over stock, the claimed count equal to the claims.
  {
    name: 'product_skus.stock >= 0',
    tables: ['product_skus'],
    columns: ['product_skus.stock'],
    violations: `select id, stock from product_skus where stock < 0`,
  },
  {
    name: 'coupons: 0 <= claimed_count <= total_stock',
    tables: ['coupons'],
    columns: ['coupons.claimed_count', 'coupons.total_stock'],
    violations: `select id, claimed_count, total_stock from coupons where claimed_count < 0 or claimed_count > total_stock`,
  },
  {
    name: 'coupons.claimed_count = claims',
    tables: ['coupons', 'coupon_claims'],
    columns: ['coupons.claimed_count'],
    violations: `select k.id, k.claimed_count, n.n from coupons k
      cross join lateral (select count(*)::int n from coupon_claims c where c.coupon_id = k.id) n
      where k.claimed_count <> n.n`,
  },
  {
    name: 'coupon claims within the per-user limit',
    tables: ['coupons', 'coupon_claims'],
    columns: ['coupons.per_user_limit'],
    violations: `select c.coupon_id, c.user_id, count(*) from coupon_claims c join coupons k on k.id = c.coupon_id
      group by c.coupon_id, c.user_id, k.per_user_limit having count(*) > k.per_user_limit`,
  },
  // Activities: sign-ups never over capacity.
  {
    name: 'activity_tickets: 0 <= taken <= capacity',
    tables: ['activity_tickets'],
    columns: ['activity_tickets.taken', 'activity_tickets.capacity'],
    violations: `select id, taken, capacity from activity_tickets where taken < 0 or taken > capacity`,
  },
  {
    name: 'enrolled per ticket <= capacity',
    tables: ['activity_tickets', 'activity_enrolments'],
    columns: ['activity_tickets.capacity', 'activity_enrolments.status', 'activity_enrolments.ticket_id'],
    violations: `select t.id, t.capacity, n.n from activity_tickets t
      cross join lateral (select count(*)::int n from activity_enrolments e
        where e.ticket_id = t.id and e.status in ('enrolled', 'offered')) n
      where n.n > t.capacity`,
  },
  {
    name: 'one live enrolment per person per activity',
    tables: ['activity_enrolments'],
    columns: ['activity_enrolments.status', 'activity_enrolments.activity_id', 'activity_enrolments.user_id'],
    violations: `select activity_id, user_id, count(*) from activity_enrolments
      where status in ('enrolled', 'waitlisted', 'offered') group by activity_id, user_id having count(*) > 1`,
  },
  // Tickets (migration 0019): a seat paid in 无忧币 has exactly one charge of what it cost and at most one refund,
  // which it has exactly when the seat was given up; a freed seat goes to whoever waits.
  {
    name: 'activity_tickets.taken = enrolled and offered seats',
    tables: ['activity_tickets', 'activity_enrolments'],
    columns: ['activity_tickets.taken', 'activity_enrolments.status'],
    violations: `select t.id, t.taken, n.n from activity_tickets t
      cross join lateral (select count(*)::int n from activity_enrolments e
        where e.ticket_id = t.id and e.status in ('enrolled', 'offered')) n
      where t.taken <> n.n`,
  },
  {
    name: 'nobody waits while a seat is free',
    tables: ['activity_tickets', 'activity_enrolments', 'activities'],
    columns: ['activity_tickets.taken', 'activity_tickets.capacity', 'activity_enrolments.status'],
    violations: `select t.id, t.taken, t.capacity from activity_tickets t join activities a on a.id = t.activity_id
      where a.status <> 'deleted' and t.taken < t.capacity and exists (select 1 from activity_enrolments e
        where e.ticket_id = t.id and e.status = 'waitlisted')`,
  },
  {
    name: 'every paid seat has exactly one charge of what it cost',
    tables: ['activity_enrolments', 'points_txns'],
    columns: ['activity_enrolments.paid_coin'],
    violations: `select e.id, e.paid_coin, n.n, n.coin from activity_enrolments e
      cross join lateral (select count(*)::int n, coalesce(sum(x.coin), 0)::int coin from points_txns x
        where x.user_id = e.user_id and x.kind = 'spend' and x.event_key = 'ticket:' || e.id) n
      where e.paid_coin > 0 and (n.n <> 1 or n.coin <> -e.paid_coin)`,
  },
  {
    name: 'every ticket charge belongs to a paid seat',
    tables: ['activity_enrolments', 'points_txns'],
    columns: ['activity_enrolments.paid_coin'],
    violations: `select x.id, x.user_id, x.event_key, x.coin from points_txns x
      where x.kind = 'spend' and x.event_key like 'ticket:%' and not exists (select 1 from activity_enrolments e
        where 'ticket:' || e.id = x.event_key and e.user_id = x.user_id and e.paid_coin = -x.coin)`,
  },
  {
    name: 'a charge is refunded at most once, by what it took',
    tables: ['points_txns'],
    violations: `select r.reverses_id, count(*)::int n, sum(r.coin)::int coin, min(c.coin) charged from points_txns r
      join points_txns c on c.id = r.reverses_id
      where r.kind = 'refund' group by r.reverses_id having count(*) > 1 or sum(r.coin) <> -min(c.coin)`,
  },
  {
    name: 'a paid seat is refunded exactly when it was given up',
    tables: ['activity_enrolments', 'activities', 'points_txns'],
    columns: ['activity_enrolments.paid_coin', 'activity_enrolments.refunded_at'],
    violations: `select e.id, e.status, a.status activity, e.refunded_at, n.n from activity_enrolments e
      join activities a on a.id = e.activity_id
      cross join lateral (select count(*)::int n from points_txns x
        where x.user_id = e.user_id and x.kind = 'refund' and x.event_key = 'refund:ticket:' || e.id) n
      where e.paid_coin > 0 and (n.n <> (case when e.status in ('cancelled', 'expired') then 1 else 0 end)
        or (n.n = 1) <> (e.refunded_at is not null))`,
  },
  // Growth: balances equal the ledger and are never negative.
  {
    name: 'points_accounts = sum of points_entries',
    tables: ['points_accounts', 'points_entries'],
    columns: ['points_accounts.coin', 'points_accounts.exp', 'points_entries.unit', 'points_entries.amount'],
    violations: `select a.user_id, a.coin, a.exp, s.coin as ledger_coin, s.exp as ledger_exp from points_accounts a
      cross join lateral (select coalesce(sum(amount) filter (where unit = 'coin'), 0)::bigint coin,
                                 coalesce(sum(amount) filter (where unit = 'exp'), 0)::bigint exp
                          from points_entries e where e.user_id = a.user_id) s
      where a.coin <> s.coin or a.exp <> s.exp`,
  },
  {
    name: 'every ledger user has an account',
    tables: ['points_accounts', 'points_entries'],
    violations: `select distinct e.user_id from points_entries e
      where e.user_id is not null and not exists (select 1 from points_accounts a where a.user_id = e.user_id)`,
  },
  {
    name: 'points balances never negative',
    tables: ['points_accounts'],
    columns: ['points_accounts.coin', 'points_accounts.exp'],
    violations: `select user_id, coin, exp from points_accounts where coin < 0 or exp < 0`,
  },
  {
    name: 'each points transaction sums to zero',
    tables: ['points_entries'],
    columns: ['points_entries.txn_id', 'points_entries.unit', 'points_entries.amount'],
    violations: `select txn_id, unit, sum(amount) from points_entries group by txn_id, unit having sum(amount) <> 0`,
  },
  // Nothing twice (docs/product/nothing-twice.md): a kept idempotent answer is complete, and no draft activity is
  // the target of a like, comment or collection.
  {
    name: 'idempotency_keys: a done key has its answer',
    tables: ['idempotency_keys'],
    violations: `select user_id, idem_key from idempotency_keys where state = 'done' and answer is null`,
  },
  {
    name: 'no like, comment or collection on a draft activity',
    tables: ['activities', 'likes', 'comments', 'collections'],
    violations: `select 'like' as kind, l.target_id as id from likes l join activities a on a.id = l.target_id
        where l.target_type = 'activity' and a.status = 'draft'
      union all select 'comment', m.target_id from comments m join activities a on a.id = m.target_id
        where m.target_type = 'activity' and a.status = 'draft'
      union all select 'collection', k.item_id from collections k join activities a on a.id = k.item_id
        where k.item_type = 'activity' and a.status = 'draft'`,
  },
];

export interface InvariantResult {
  checks: number;
  skipped: number;
  violations: number;
  /** Checks that could not run (a column renamed, SQL that no longer fits the schema). */
  failed: number;
  details: string[];
}

type Db = Kysely<DB>;

async function exists(db: Db, table: string): Promise<boolean> {
  const r = await sql<{ ok: boolean }>`select to_regclass(${`public.${table}`}) is not null as ok`.execute(db);
  return r.rows[0]?.ok === true;
}

async function columnExists(db: Db, ref: string): Promise<boolean> {
  const [table, column] = ref.split('.');
  const r = await sql<{ n: number }>`select count(*)::int as n from information_schema.columns
    where table_schema = 'public' and table_name = ${table} and column_name = ${column}`.execute(db);
  return (r.rows[0]?.n ?? 0) > 0;
}

/**
 * Ledger tables found by name (`%ledger%`) with a user column and an amount column: no user's sum is negative.
 * Catches a ledger a later module adds under a name this list does not know.
 */
async function ledgerChecks(db: Db): Promise<Check[]> {
  const r = await sql<{ table_name: string; cols: string[] }>`
    select table_name, array_agg(column_name::text) as cols from information_schema.columns
    where table_schema = 'public' and table_name like '%ledger%' group by table_name`.execute(db);
  const checks: Check[] = [];
  for (const row of r.rows) {
    const cols = row.cols;
    const user = ['user_id', 'owner_id', 'account_id'].find((c) => cols.includes(c));
    const amount = ['amount', 'delta', 'points', 'change'].find((c) => cols.includes(c));
    if (!user || !amount) continue;
    const t = row.table_name.replace(/[^a-z0-9_]/gi, '');
    checks.push({
      name: `${t}: no ${user}'s sum of ${amount} is negative`,
      tables: [t],
      violations: `select ${user}, sum(${amount}) from ${t} group by ${user} having sum(${amount}) < 0`,
    });
  }
  return checks;
}

export async function checkInvariants(db: Db): Promise<InvariantResult> {
  const result: InvariantResult = { checks: 0, skipped: 0, violations: 0, failed: 0, details: [] };
  const all = [...CHECKS, ...(await ledgerChecks(db))];
  for (const check of all) {
    let present = true;
    for (const t of check.tables) if (!(await exists(db, t))) present = false;
    for (const c of check.columns ?? []) if (present && !(await columnExists(db, c))) present = false;
    if (!present) {
      result.skipped += 1;
      continue;
    }
    result.checks += 1;
    try {
      const r = await sql.raw<Record<string, unknown>>(`select * from (${check.violations}) v limit 1000`).execute(db);
      if (r.rows.length > 0) {
        result.violations += r.rows.length;
        result.details.push(`${check.name}: ${r.rows.length} rows, e.g. ${JSON.stringify(r.rows.slice(0, 3))}`);
      }
    } catch (err) {
      result.failed += 1;
      result.details.push(`${check.name}: could not run: ${(err as Error).message}`);
    }
  }
  return result;
}
