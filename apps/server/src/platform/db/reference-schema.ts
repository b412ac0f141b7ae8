import type { ColumnType, Generated } from 'kysely';

// Row types of the reference-data tables (migrations/0002_reference_data.sql).

export interface ContinentsTable {
  code: string;
  name_zh: string;
  name_en: string;
  sort: number;
}

export interface CountriesTable {
  iso2: string;
  iso3: string;
  name_zh: string;
  name_en: string;
  /** Digits only, the primary code ('86', '852', '1' for NANP members). */
  calling_code: string;
  continent_code: string;
  currency: string | null;
  pinyin: string;
  first_letter: string;
}

export type ChinaRegionLevel = 'province' | 'city';

export interface ChinaRegionsTable {
  code: string;
  name: string;
  level: ChinaRegionLevel;
  /** Null for provinces, the province's code for cities. */
  parent_code: string | null;
  pinyin: string;
  first_letter: string;
}

export interface WorldCitiesTable {
  id: number;
  name: string;
  country_iso2: string;
  admin1: Generated<string>;
  lat: number;
  lng: number;
  population: number | null;
  /** 4 capital or time-zone city, 3 first-level seat, 2 named by its suburbs, 1 second-level seat, 0 coverage. */
  prominence: Generated<number>;
  first_letter: string;
}

export interface CurrenciesTable {
  code: string;
  name_zh: string;
  name_en: string;
  symbol: Generated<string>;
  unit_zh: string;
  minor_units: number;
}

export interface ChannelsTable {
  source: string;
  key: string;
  name: string;
  branch: Generated<string>;
  store_id: Generated<string>;
  merchant_id: Generated<string>;
  channel_id: Generated<string>;
  /** Null: the default that follows from the store id. */
  show_follow: boolean | null;
  show_release: boolean | null;
  show_circle: boolean | null;
  show_card: boolean | null;
  show_collect: boolean | null;
  show_inlet: boolean | null;
}

export interface ReferenceVersionsTable {
  dataset: string;
  version: string;
  row_count: number;
  loaded_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ReferenceTables {
  continents: ContinentsTable;
  countries: CountriesTable;
  china_regions: ChinaRegionsTable;
  world_cities: WorldCitiesTable;
  currencies: CurrenciesTable;
  channels: ChannelsTable;
  reference_versions: ReferenceVersionsTable;
}
