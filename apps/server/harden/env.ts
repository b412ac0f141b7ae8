import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropPostgres, freshPostgres, type Engine, type Store } from './target.ts';

// Sizes and switches of `npm run harden`, from the environment; defaults follow docs/reliability.md.
const num = (name: string, fallback: number) => {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v > 0 ? v : fallback;
};

export const SIZES = {
  /** L1: seconds and connections of the mixed load. */
  seconds: num('HARDEN_SECONDS', 120),
  connections: num('HARDEN_CONNECTIONS', 64),
  /** L1 and A2: logged-in users. */
  users: num('HARDEN_USERS', 8),
  /** F1: SIGKILL cycles per database; F2: stop/start cycles. */
  cycles: num('HARDEN_CYCLES', 50),
  f2Cycles: num('HARDEN_F2_CYCLES', 3),
  /** I1: cases per path of the contract. */
  perPath: num('HARDEN_PER_PATH', 30),
  seed: num('HARDEN_SEED', Date.now() % 1_000_000_000),
  /** S1: requests of each kind through the balancer. */
  s1Requests: num('HARDEN_S1_REQUESTS', 40),
  /** T1: groups of identical requests per create (and repeats of the other checks). */
  twiceGroups: num('HARDEN_TWICE_GROUPS', 10),
};

/** PostgreSQL base URL (a database per section is made beside it); PGlite runs always. */
export const POSTGRES_URL = process.env.HARDEN_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/** HARDEN_ENGINES=pglite or =postgres narrows a run to one database. */
export const engines = (): Engine[] =>
  (POSTGRES_URL ? (['pglite', 'postgres'] as Engine[]) : (['pglite'] as Engine[])).filter(
    (e) => !process.env.HARDEN_ENGINES || process.env.HARDEN_ENGINES.split(',').includes(e),
  );

let seq = 0;
/** A fresh store for one section: a temp DATA_DIR, and a fresh PostgreSQL database when the engine is postgres. */
export async function freshStore(engine: Engine, label: string): Promise<Store & { dispose(): Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), `harden-${label}-`));
  let databaseUrl: string | undefined;
  if (engine === 'postgres') {
    seq += 1;
    databaseUrl = await freshPostgres(POSTGRES_URL!, `harden_${label}_${process.pid}_${seq}`.toLowerCase());
  }
  return {
    engine,
    dataDir,
    databaseUrl,
    async dispose() {
      if (databaseUrl) await dropPostgres(databaseUrl);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const say = (line: string) => console.log(line);
/** Details (failure samples) go to stderr so stdout stays one figure a line. */
export const detail = (line: string) => console.error(`  ${line}`);
