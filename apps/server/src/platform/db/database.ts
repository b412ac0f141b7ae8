import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from './pglite-dialect.ts';
import { dateFromPgText } from './pg-time.ts';
import { namingPool } from './prepared-statements.ts';
import { plannerSetStatements, plannerStartupOptions } from './planner-settings.ts';
import type { DB } from './schema.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  kind: DatabaseKind;
  /** Runs a multi-statement SQL script (migrations, bulk loads) outside Kysely's prepared statements. */
  runScript(text: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: a tarball of the data directory, used to clone a migrated template in tests. */
  dump?(): Promise<Blob>;
}

// COUNT(*) and other bigints come back as numbers on both engines: our counts stay far below 2^53.
const INT8 = 20;
const TIMESTAMPTZ = 1184;
let driverTimeParser: ((text: string) => unknown) | undefined;

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory; 'memory://' for an in-memory database. */
  dataDir?: string | undefined;
  /** PGlite: start from this tarball (a migrated template). */
  loadDataDir?: Blob | undefined;
  poolSize?: number;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPGlite(options.dataDir ?? 'memory://', options.loadDataDir);
}

async function openPostgres(url: string, max: number): Promise<Database> {
  // node-postgres is loaded only when PostgreSQL is configured: a start on PGlite never evaluates it.
  const { default: pg } = await import('pg');
  pg.types.setTypeParser(INT8, (v) => Number(v));
  // Times at fixed positions where the text is a UTC session's, the driver's own parser for anything else (pg-time.ts).
  // The driver's is taken once: a second open would otherwise wrap the parser the first one set.
  const parseTime = (driverTimeParser ??= pg.types.getTypeParser(TIMESTAMPTZ));
  pg.types.setTypeParser(TIMESTAMPTZ, (v) => dateFromPgText(v) ?? parseTime(v));
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // The planner settings every session shares (planner-settings.ts: no merge joins, random_page_cost 1.1).
    options: plannerStartupOptions(),
  });
  // A dropped idle connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  // Nor one dropped while checked out between two queries (a transaction's awaits): the pool listens only to idle
  // clients, and an unheard 'error' event ends the process. The pool discards the broken client on release.
  pool.on('connect', (client) => client.on('error', () => {}));
  // Queries a repository marks hot go as named statements (prepared-statements.ts, decision 0013).
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: namingPool(pool) }) });
  return {
    db,
    kind: 'postgres',
    async runScript(text) {
      const client = await pool.connect();
      try {
        await client.query(text);
      } finally {
        client.release();
      }
    },
    async ping() {
      await sql`select 1`.execute(db);
    },
    async close() {
      await db.destroy();
    },
  };
}

async function openPGlite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  const pglite = await PGlite.create(dataDir, {
    parsers: {
      [INT8]: (v: string) => Number(v),
      // As on PostgreSQL: fixed positions for a UTC text, PGlite's own parser (Date's slow path) for anything else.
      [TIMESTAMPTZ]: (v: string) => dateFromPgText(v) ?? pgliteTypes.parsers[TIMESTAMPTZ]!(v, TIMESTAMPTZ),
    },
    // Search's substring fallback is served by a trigram index (migration 0042), on PGlite as on PostgreSQL.
    extensions: { pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  // The same planner settings as PostgreSQL's sessions (planner-settings.ts): PGlite is one session, set once.
  await pglite.exec(plannerSetStatements());
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    async runScript(text) {
      // Goes through Kysely's connection queue so a script never interleaves with a transaction.
      await db.connection().execute(async () => {
        await pglite.exec(text);
      });
    },
    async ping() {
      await sql`select 1`.execute(db);
    },
    async close() {
      await db.destroy();
      await pglite.close();
    },
    async dump() {
      return pglite.dumpDataDir('gzip');
    },
  };
}
