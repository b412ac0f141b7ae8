import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { ChannelsTable, DB, ReferenceTables } from '../db/schema.ts';

// The reference data's SQL (docs/product/data.md): the loader (load-reference-data.ts) decides what to load and when;
// these functions read and write the rows.

export type Row = Record<string, string | number | boolean | null>;
export type ReferenceTable = keyof ReferenceTables | 'destinations';

/** Rows per INSERT statement: 1,000 rows of ≤ 10 columns stays far below PostgreSQL's 65,535 parameters. */
const CHUNK = 1_000;
/** Serialises loaders of several processes starting on one PostgreSQL database. */
const LOCK_KEY = 7_301_001;

/** Every dataset's recorded version and row count. */
export function findReferenceVersions(db: Kysely<DB>) {
  return db.selectFrom('reference_versions').select(['dataset', 'version', 'row_count']).execute();
}

/** Holds the loaders' lock until the transaction ends, then answers the dataset's recorded version (if any). */
export async function lockReferenceVersion(trx: Transaction<DB>, dataset: string) {
  await sql`select pg_advisory_xact_lock(${LOCK_KEY})`.execute(trx);
  return trx
    .selectFrom('reference_versions')
    .select(['version', 'row_count'])
    .where('dataset', '=', dataset)
    .executeTakeFirst();
}

/** Counts a reference table's rows. */
export async function countReferenceRows(trx: Transaction<DB>, table: ReferenceTable): Promise<number> {
  const { total } = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return total;
}

/** Records the version a dataset was loaded at and its row count. */
export async function recordReferenceVersion(trx: Transaction<DB>, dataset: string, version: string, total: number) {
  await trx
    .insertInto('reference_versions')
    .values({ dataset, version, row_count: total, loaded_at: new Date() })
    .onConflict((oc) => oc.column('dataset').doUpdateSet({ version, row_count: total, loaded_at: new Date() }))
    .execute();
}

/** Replaces a table's rows with `rows`: upserts them by primary key, then deletes the rows that are gone. */
export function replaceTable(table: ReferenceTable, key: string) {
  return async (trx: Transaction<DB>, rows: Row[]) => {
    const first = rows[0];
    if (!first) {
      await sql`delete from ${sql.table(table)}`.execute(trx);
      return 0;
    }
    const columns = Object.keys(first);
    const updates = sql.join(columns.filter((c) => c !== key).map((c) => sql`${sql.ref(c)} = excluded.${sql.ref(c)}`));
    for (let at = 0; at < rows.length; at += CHUNK) {
      const values = rows.slice(at, at + CHUNK).map((row) => sql`(${sql.join(columns.map((c) => row[c] ?? null))})`);
      await sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))})
        values ${sql.join(values)}
        on conflict (${sql.ref(key)}) do update set ${updates}`.execute(trx);
    }
    const keys = rows.map((r) => String(r[key]));
    await sql`delete from ${sql.table(table)} where ${sql.ref(key)}::text <> all(${keys}::text[])`.execute(trx);
    return rows.length;
  };
}

/** Adds the channels not there yet, leaving an operator's edits of the others; answers how many were added. */
export async function insertMissingChannels(trx: Transaction<DB>, rows: Row[]): Promise<number> {
  let written = 0;
  for (let at = 0; at < rows.length; at += CHUNK) {
    const result = await trx
      .insertInto('channels')
      .values(rows.slice(at, at + CHUNK) as Insertable<ChannelsTable>[])
      .onConflict((oc) => oc.column('source').doNothing())
      .executeTakeFirst();
    written += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return written;
}
