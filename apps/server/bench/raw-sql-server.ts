import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';
import { listenAsAnchor } from './anchor-listen.ts';

// The hot lists' raw-SQL anchors, in a process of their own (anchor-process.ts), as the server under test is: a bare Fastify route (no plugins, no
// hooks) running the feed's own query on the same database with the same pool size as the app (10 connections on
// PostgreSQL; PGlite has one connection in either case). What the feed does beyond this query is what it costs.
// RAW_DATABASE_URL: PostgreSQL; RAW_PGLITE_DIR: a PGlite data directory (a copy: PGlite opens a directory once).

/** The first page of the newest feed: 20 published rows (and one to know there is a next page) with their authors,
 * on the same keyset index (created_at desc, id desc) the feed pages on. */
const FEED_SQL = `
  select c.id, c.type, c.title, c.body, c.images, c.topic_id, c.place_name, c.like_count, c.comment_count,
         c.collect_count, c.view_count, c.share_count, c.created_at, c.created_at::text as cursor_at,
         u.user_code, u.nickname, u.avatar_url
  from contents c join users u on u.id = c.author_id
  where c.status = 'published'
  order by c.created_at desc, c.id desc
  limit 21`;

const url = process.env.RAW_DATABASE_URL;
const dir = process.env.RAW_PGLITE_DIR;

let query: () => Promise<unknown[]>;
if (url) {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.RAW_POOL_SIZE ?? 10) });
  query = async () => (await pool.query(FEED_SQL)).rows;
} else if (dir) {
  const db = await PGlite.create(dir);
  query = async () => (await db.query(FEED_SQL)).rows;
} else {
  throw new Error('RAW_DATABASE_URL or RAW_PGLITE_DIR is needed');
}

const app = Fastify({ logger: false });
app.get('/raw-feed', async () => {
  const rows = await query();
  return { rows: rows.slice(0, 20), more: rows.length > 20 };
});
await listenAsAnchor(app);
