import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';
import { plannerSetStatements, plannerStartupOptions } from '../src/platform/db/planner-settings.ts';
import { listenAsAnchor } from './anchor-listen.ts';

// The hot lists' raw-SQL anchors, in a process of their own (anchor-process.ts) as the server under test is: bare
// Fastify GET routes (no plugins, no hooks), each running one list's query on the same database with the same pool
// size as the app (10 connections on PostgreSQL; PGlite has one connection in either case) and answering its rows as
// JSON. What a list does beyond its query is what it costs.
// RAW_DATABASE_URL: PostgreSQL; RAW_PGLITE_DIR: a PGlite data directory (a copy: PGlite opens a directory once).
// RAW_QUERIES_FILE: a JSON array of { path, sql, parameters, limit }, the lists: each the very SQL and parameters our
// server runs for that list's first page (captured by bench-support.ts's capturedQuery), or where that is not one
// plain query, the one written by hand for it (list-anchors.ts).

export interface RawQuery {
  path: string;
  sql: string;
  parameters: unknown[];
  /** The page size: the query asks one row more, to know there is a next page. */
  limit: number;
}

const url = process.env.RAW_DATABASE_URL;
const dir = process.env.RAW_PGLITE_DIR;
const file = process.env.RAW_QUERIES_FILE;
const queries: RawQuery[] = file ? (JSON.parse(readFileSync(file, 'utf8')) as RawQuery[]) : [];

let query: (name: string, text: string, parameters: unknown[]) => Promise<unknown[]>;
if (url) {
  // The planner settings our sessions have (planner-settings.ts): an anchor planned differently would measure a plan,
  // not what our code costs beyond the query.
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.RAW_POOL_SIZE ?? 10),
    options: plannerStartupOptions(),
  });
  // Each anchor a named statement, as a careful engineer prepares a hot query (and as our hot lists are, decision
  // 0013): a connection parses it once and PostgreSQL may keep a generic plan, so what ours costs beyond it is never
  // the planning the anchor does and ours skips.
  query = async (name, text, parameters) => (await pool.query({ name, text, values: parameters })).rows;
} else if (dir) {
  const db = await PGlite.create(dir);
  await db.exec(plannerSetStatements());
  query = async (_name, text, parameters) => (await db.query(text, parameters)).rows;
} else {
  throw new Error('RAW_DATABASE_URL or RAW_PGLITE_DIR is needed');
}

const app = Fastify({ logger: false });
for (const [i, q] of queries.entries())
  app.get(q.path, async () => {
    const rows = await query(`raw${i}`, q.sql, q.parameters);
    return { rows: rows.slice(0, q.limit), more: rows.length > q.limit };
  });
await listenAsAnchor(app);
