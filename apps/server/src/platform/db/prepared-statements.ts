import { createHash } from 'node:crypto';
import {
  sql,
  type Compilable,
  type CompiledQuery,
  type Kysely,
  type PostgresPool,
  type PostgresPoolClient,
} from 'kysely';
import type pg from 'pg';

/**
 * Named (server-side prepared) statements for the hot lists, decision 0013. A repository runs a query through
 * `executePrepared`; on PostgreSQL its text is then sent as a named statement, parsed once per connection, and after
 * five executions PostgreSQL may keep one generic plan instead of planning the joins on every request (the signed-in
 * feed's planning cost more than its execution). Every other query stays unnamed, as Kysely sends it.
 *
 * The statements a connection holds are bounded: only texts a repository marks are named, at most MAX_NAMED of them
 * per process; a text past that runs unnamed, so a text that varies with input can never grow a connection's
 * statements without end. A marked query must have no input in its text but values: literals it inlines (the
 * partial-index status, a page's LIMIT) must come from a small fixed set.
 */
export const MAX_NAMED = 200;

const named = new Map<string, string>();

/** The statement name of a marked text (a hash of it: one text, one name on every connection), else undefined. */
export function statementName(text: string): string | undefined {
  return named.get(text);
}

/** Marks a text to be sent as a named statement; false when the bound is reached (it then runs unnamed). */
export function markPrepared(text: string): boolean {
  if (named.has(text)) return true;
  if (named.size >= MAX_NAMED) return false;
  named.set(text, `k${createHash('sha1').update(text).digest('base64url')}`);
  return true;
}

/**
 * A page's LIMIT written into a named statement's text: a parameter would leave PostgreSQL's generic plan expecting a
 * tenth of the table, where the literal tells it the page's size. Only a positive safe integer may become text.
 */
export function literalLimit(limit: number) {
  if (!Number.isSafeInteger(limit) || limit < 1) throw new Error(`bad page limit ${limit}`);
  return sql.lit(limit);
}

/**
 * A value in a named statement, as a sub-select the planner cannot see into. Told a member's id, PostgreSQL sizes
 * that member's rows: for one with few (a sign-up or two, a couple of followed authors, as most members have) every
 * plan for their values looks cheaper than the generic plan, so a connection serving them planned the statement
 * afresh on every request (0.5-2 ms of planning for 0.06-0.3 ms of work on the bench's data); not told, every
 * member's estimate is the generic one and the statement keeps one plan after five runs. For the value that decides
 * how many rows the statement reads (the list's owner, the grid cells of a nearby page), not every mention of it.
 */
export const unseenByPlanner = (value: unknown, type: 'bigint' | 'integer' = 'bigint') =>
  sql<number>`(select ${value}::${sql.raw(type)})`;

/** Runs a query (or one compiled already) as a named statement on PostgreSQL; PGlite runs it as any other. */
export async function executePrepared<D, O>(db: Kysely<D>, query: Compilable<O> | CompiledQuery<O>): Promise<O[]> {
  const compiled = 'compile' in query ? query.compile() : query;
  markPrepared(compiled.sql);
  return (await db.executeQuery(compiled)).rows;
}

/**
 * The pool Kysely's PostgresDialect is given: the pg pool, whose clients send a marked text as a named statement.
 * Kysely calls `client.query(text, values)`; node-postgres prepares a named statement on a connection the first
 * time it sees the name there and only binds it afterwards.
 */
export function namingPool(pool: pg.Pool): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    let w = wrapped.get(client);
    if (!w) {
      const query = (text: unknown, values?: readonly unknown[]) => {
        // A cursor (streaming) or anything but a text goes through as it came.
        if (typeof text !== 'string') return client.query(text as pg.Submittable);
        const name = named.get(text);
        return client.query(name ? { name, text, values: values as unknown[] } : { text, values: values as unknown[] });
      };
      w = { query: query as unknown as PostgresPoolClient['query'], release: () => client.release() };
      // The same wrapper for the same connection: Kysely keeps its connection object per client.
      wrapped.set(client, w);
    }
    return w;
  };
  return { connect: async () => wrap(await pool.connect()), end: () => pool.end() };
}
