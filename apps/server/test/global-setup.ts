import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../src/platform/db/database.ts';
import { migrate } from '../src/platform/db/migrate.ts';
import { loadReferenceData } from '../src/platform/reference-data/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

const TMP = join(process.cwd(), '.tmp');

/**
 * Migrates and loads reference data once; every test file then starts from a clone of that template
 * (a PGlite tarball, or CREATE DATABASE … TEMPLATE on PostgreSQL), as Immich's server tests do.
 */
export default async function setup(project: TestProject) {
  await mkdir(TMP, { recursive: true });
  const kind = project.config.env?.TEST_DB ?? 'pglite';
  if (kind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    const name = `tmpl_${process.pid}`;
    await adminQuery(url, `drop database if exists ${name}`);
    await adminQuery(url, `create database ${name}`);
    const database = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 2 });
    await prepare(database);
    await database.close();
    project.provide('postgresTemplate', name);
    return async () => {
      const clones = await adminQuery(
        url,
        `select datname from pg_database where datname like 't\\_${process.pid}\\_%'`,
      );
      for (const row of clones.rows) await adminQuery(url, `drop database if exists ${row.datname} with (force)`);
      await adminQuery(url, `drop database if exists ${name} with (force)`);
    };
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  await prepare(database);
  const file = join(TMP, `pglite-template-${process.pid}.tar.gz`);
  await writeFile(file, Buffer.from(await (await database.dump!()).arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
}

async function prepare(database: Database) {
  await migrate(database);
  await loadReferenceData(database, () => {});
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}
