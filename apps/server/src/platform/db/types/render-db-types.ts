import { sql } from 'kysely';
import type { Database } from '../database.ts';

// Writes the Kysely row types of a migrated database as TypeScript: one interface per table and per view, and the DB
// map. Read from the catalogue, so a migration's columns reach the code only through `npm run db:types`, and the
// drift check (db-types.unit.test.ts) fails while the committed file disagrees with the migrations. A view is an
// area's published surface (docs/decisions/0017-published-views.md): its columns are read-only (never inserted or
// set), and are listed in DbView so table-owners.ts can tell views from tables.

/** 'table.column' → the TypeScript type of a json/jsonb column's value (names from json-columns.ts). */
export type JsonColumnTypes = Readonly<Record<string, string>>;

interface ColumnRow {
  table_name: string;
  column_name: string;
  data_type: string;
  element_type: string | null;
  not_null: boolean;
  has_default: boolean;
  identity: string;
  generated: string;
  is_view: boolean;
}

interface CheckRow {
  table_name: string;
  definition: string;
}

const SCALARS: Record<string, string> = {
  smallint: 'number',
  integer: 'number',
  // COUNT(*) and other bigints are parsed to numbers on both engines (database.ts).
  bigint: 'number',
  real: 'number',
  'double precision': 'number',
  boolean: 'boolean',
  text: 'string',
  'character varying': 'string',
  character: 'string',
  tsvector: 'string',
  interval: 'string',
  // A date reads as its 'YYYY-MM-DD' text in the queries that use one.
  date: 'string',
  bytea: 'Uint8Array',
};

export async function readColumns(database: Database): Promise<ColumnRow[]> {
  const { rows } = await sql<ColumnRow>`
    select c.relname as table_name, a.attname as column_name,
           format_type(a.atttypid, null) as data_type,
           case when t.typelem <> 0 and t.typlen = -1 then format_type(t.typelem, null) end as element_type,
           a.attnotnull as not_null, a.atthasdef as has_default,
           a.attidentity::text as identity, a.attgenerated::text as generated, c.relkind = 'v' as is_view
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_type t on t.oid = a.atttypid
    where n.nspname = 'public' and c.relkind in ('r', 'p', 'v') and a.attnum > 0 and not a.attisdropped
      and c.relname <> 'schema_migrations'
    order by c.relname, a.attnum`.execute(database.db);
  return rows;
}

/** view → the tables it reads. */
async function readViewTables(database: Database): Promise<Map<string, string[]>> {
  const { rows } = await sql<{ view_name: string; table_name: string }>`
    select view_name, table_name from information_schema.view_table_usage
    where view_schema = 'public' and table_schema = 'public'
    order by view_name, table_name`.execute(database.db);
  const tables = new Map<string, string[]>();
  for (const r of rows) tables.set(r.view_name, [...(tables.get(r.view_name) ?? []), r.table_name]);
  return tables;
}

async function readChecks(database: Database): Promise<CheckRow[]> {
  const { rows } = await sql<CheckRow>`
    select c.relname as table_name, pg_get_constraintdef(k.oid) as definition
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and k.contype = 'c'
    order by c.relname, k.conname`.execute(database.db);
  return rows;
}

/** A check that keeps one text column to a list of values ("col in ('a', 'b')") gives the column a union. */
export function unionsFromChecks(checks: CheckRow[]): Map<string, string[]> {
  const unions = new Map<string, string[]>();
  for (const { table_name, definition } of checks) {
    const any = /^CHECK \(\(\(?(\w+)\)?(?:::text)? = ANY \(\(?ARRAY\[(.*)\]\)?(?:::text\[\])?\)\)\)$/.exec(definition);
    const one = /^CHECK \(\((\w+) = ('(?:[^']|'')*')::text\)\)$/.exec(definition);
    const column = any?.[1] ?? one?.[1];
    const list = any?.[2] ?? one?.[2];
    if (!column || !list) continue;
    const values = [...list.matchAll(/'((?:[^']|'')*)'(?:::(?:text|character varying))?/g)].map((m) => m[1]!);
    if (values.length) unions.set(`${table_name}.${column}`, values);
  }
  return unions;
}

const pascal = (name: string) => name.replace(/(^|_)([a-z0-9])/g, (_, _u: string, c: string) => c.toUpperCase());
export const interfaceName = (table: string, view = false) => `${pascal(table)}${view ? 'View' : 'Table'}`;

/**
 * A view's column as the column it shows: PostgreSQL marks no view column NOT NULL, but a column a view of one table
 * shows under its own name is that column, null only where the table's is (user_cards.nickname is a string). Any other
 * view column (computed, or from a view of several tables) keeps the catalogue's answer: nullable.
 */
function sourceOf(column: ColumnRow, byKey: Map<string, ColumnRow>, viewTables: Map<string, string[]>): ColumnRow {
  const tables = viewTables.get(column.table_name) ?? [];
  const source = tables.length === 1 ? byKey.get(`${tables[0]}.${column.column_name}`) : undefined;
  return source && !source.is_view ? source : column;
}

function columnType(column: ColumnRow, unions: Map<string, string[]>, json: JsonColumnTypes): string {
  const key = `${column.table_name}.${column.column_name}`;
  const nullable = column.not_null ? '' : ' | null';
  const union = unions.get(key);
  const isJson = column.data_type === 'json' || column.data_type === 'jsonb';
  const isArray = column.element_type !== null && column.data_type.endsWith('[]');
  let select: string;
  let write: string | null = null;
  if (isJson) {
    // Written as JSON text, read as the value.
    select = json[key] ?? 'unknown';
    write = 'string';
  } else if (union) {
    select = union.map((v) => `'${v.replace(/''/g, "\\'")}'`).join(' | ');
  } else if (isArray) {
    select = `${SCALARS[column.element_type!] ?? 'unknown'}[]`;
  } else if (column.data_type.startsWith('timestamp')) {
    select = 'Date';
    write = 'Date | string';
  } else if (column.data_type === 'numeric') {
    // node-postgres and PGlite read numeric as text; a number is fine to write.
    select = 'string';
    write = 'string | number';
  } else {
    const scalar = SCALARS[column.data_type];
    if (!scalar) throw new Error(`db-types: no TypeScript type for ${key} (${column.data_type})`);
    select = scalar;
  }
  const s = select.includes('|') && nullable ? `${select}${nullable}` : `${select}${nullable}`;
  if (column.generated === 's' || column.is_view) return `ColumnType<${s}, never, never>`;
  const w = write === null ? s : `${write}${nullable}`;
  const type = w === s ? s : `ColumnType<${s}, ${w}, ${w}>`;
  return column.has_default || column.identity !== '' ? `Generated<${type}>` : type;
}

/** The TypeScript text of the row types; fails on a json column json-columns.ts does not describe. */
export async function renderDbTypes(database: Database, json: JsonColumnTypes, jsonImports: string[]): Promise<string> {
  const columns = await readColumns(database);
  const unions = unionsFromChecks(await readChecks(database));
  const viewTables = await readViewTables(database);
  const byKey = new Map(columns.map((c) => [`${c.table_name}.${c.column_name}`, c]));
  const known = new Set(byKey.keys());
  const stale = Object.keys(json).filter((k) => !known.has(k));
  if (stale.length) throw new Error(`db-types: json-columns.ts names columns the database lacks: ${stale.join(', ')}`);
  const tables = new Map<string, ColumnRow[]>();
  const views = new Map<string, ColumnRow[]>();
  for (const c of columns) {
    const into = c.is_view ? views : tables;
    into.set(c.table_name, [...(into.get(c.table_name) ?? []), c]);
  }
  const out: string[] = [
    '// Generated by `npm run db:types` from the migrated database (apps/server/migrations). Do not edit:',
    '// change a migration (or json-columns.ts for a json column), then regenerate.',
    "import type { ColumnType } from 'kysely';",
    `import type { ${jsonImports.join(', ')} } from './json-columns.ts';`,
    '',
    '/** Optional on insert: the column has a default (or is an identity). */',
    'export type Generated<T> =',
    '  T extends ColumnType<infer S, infer I, infer U> ? ColumnType<S, I | undefined, U> : ColumnType<T, T | undefined, T>;',
    '',
  ];
  for (const [table, cols] of tables) {
    out.push(`export interface ${interfaceName(table)} {`);
    for (const c of cols) out.push(`  ${c.column_name}: ${columnType(c, unions, json)};`);
    out.push('}', '');
  }
  for (const [view, cols] of views) {
    out.push('/** A published view: read-only (docs/decisions/0017-published-views.md). */');
    out.push(`export interface ${interfaceName(view, true)} {`);
    for (const c of cols) {
      // The source's type, read-only: a view is never written through.
      const shown = { ...sourceOf(c, byKey, viewTables), is_view: true };
      out.push(`  ${c.column_name}: ${columnType(shown, unions, json)};`);
    }
    out.push('}', '');
  }
  out.push('export interface DB {');
  for (const table of tables.keys()) out.push(`  ${table}: ${interfaceName(table)};`);
  for (const view of views.keys()) out.push(`  ${view}: ${interfaceName(view, true)};`);
  out.push('}', '');
  out.push('/** The views of DB, each published by the area table-owners.ts names. */');
  out.push(`export type DbView = ${[...views.keys()].map((v) => `'${v}'`).join(' | ') || 'never'};`);
  out.push('');
  return out.join('\n');
}
