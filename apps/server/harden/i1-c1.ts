import { DEV_CLIENT } from './client.ts';
import { detail, freshStore, say, SIZES } from './env.ts';
import { fuzzContract } from './fuzz.ts';
import { checkInvariants } from './invariants.ts';
import { collectIds, makeUsers } from './seed.ts';
import { NO_LIMITS, openStore, prepareStore, startServerProcess, type Engine, type Store } from './target.ts';

/** C1 on a store whose server has stopped; prints one line. */
export async function reportInvariants(store: Store, label: string): Promise<boolean> {
  const database = await openStore(store);
  try {
    const r = await checkInvariants(database.db);
    say(
      `C1 invariants ${label} ${store.engine}: checks ${r.checks}, skipped ${r.skipped} (tables absent), violations ${r.violations}, could not run ${r.failed}`,
    );
    for (const d of r.details) detail(d);
    return r.violations === 0 && r.failed === 0;
  } finally {
    await database.close();
  }
}

/** I1 against a real server process, then C1 on its database. */
export async function runI1(engine: Engine): Promise<boolean> {
  const store = await freshStore(engine, 'i1');
  try {
    const { users, ids } = await prepareStore(store, async (database) => ({
      users: await makeUsers(database.db, 4),
      ids: await collectIds(database.db),
    }));
    const server = startServerProcess(store, NO_LIMITS);
    let ok: boolean;
    try {
      const url = await server.ready;
      const started = Date.now();
      const r = await fuzzContract(
        { url, client: DEV_CLIENT, tokens: users.map((u) => u.token), ids: () => ids },
        { perPath: SIZES.perPath, seed: SIZES.seed, concurrency: 4 },
      );
      say(
        `I1 fuzz ${engine}: requests ${r.requests}, 5xx ${r.fiveXX}, non-envelope ${r.nonEnvelope}, errors ${r.errors} (seed ${SIZES.seed}, ${SIZES.perPath} cases a path, ${Math.round((Date.now() - started) / 1000)} s)`,
      );
      for (const f of r.failures.slice(0, 20))
        detail(`${f.kind}: ${f.method} ${f.path} token=${f.token} status ${f.status} ← ${f.request} → ${f.answer}`);
      ok = r.fiveXX === 0 && r.nonEnvelope === 0 && r.errors === 0;
    } finally {
      await server.stop();
    }
    return (await reportInvariants(store, 'after I1')) && ok;
  } finally {
    await store.dispose();
  }
}

/** C1 alone: a freshly prepared database with the demo content of every module. */
export async function runC1(engine: Engine): Promise<boolean> {
  const store = await freshStore(engine, 'c1');
  try {
    await prepareStore(store, async () => {});
    return await reportInvariants(store, 'fresh demo');
  } finally {
    await store.dispose();
  }
}
