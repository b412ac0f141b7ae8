import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { call, idOf } from './client.ts';
import { detail, freshStore, say, SIZES } from './env.ts';
import { reportInvariants } from './i1-c1.ts';
import { makeUsers } from './seed.ts';
import { NO_LIMITS, openStore, prepareStore, startServerProcess, type Engine, type Store } from './target.ts';

// F1: SIGKILL mid-write. A server takes publishes and comments from a few writers that record every acknowledged id;
// it is killed at a random moment and started again on the same data (PGlite: the same DATA_DIR). At the end every
// acknowledged write must be in the database. A restart the data-directory lock refuses is counted (and the stale
// lock removed by hand so the cycles go on).

const WRITERS = 3;

export interface CrashResult {
  cycles: number;
  acknowledged: number;
  lost: number;
  refused: number;
  lostSamples: string[];
}

export async function crashCycles(
  store: Store,
  token: string,
  cycles: number,
  say_ = (_: string) => {},
): Promise<CrashResult> {
  const acked = { contents: [] as string[], comments: [] as string[] };
  let refused = 0;
  const refusals: string[] = [];
  for (let cycle = 0; cycle < cycles; cycle++) {
    let server = startServerProcess(store, { ...NO_LIMITS, JOB_POLL_MS: '60000' });
    let url: string;
    try {
      url = await server.ready;
    } catch (err) {
      if (!/already using the data directory|could not lock/.test(server.output())) throw err;
      refused += 1;
      say_(`cycle ${cycle + 1}: restart refused: ${server.output().trim().split('\n').pop()}`);
      await rm(join(store.dataDir, 'server.lock'), { force: true });
      server = startServerProcess(store, { ...NO_LIMITS, JOB_POLL_MS: '60000' });
      url = await server.ready;
    }
    let alive = true;
    const writer = async (w: number) => {
      for (let i = 0; alive && i < 100_000; i++) {
        try {
          const target = acked.contents.at(-1 - (i % 5));
          if (target && i % 2 === 1) {
            const r = await call(
              url,
              '/api/service/socialcontact/v1/comment/add',
              { targetType: 'content', targetId: Number(target), text: `崩溃测试评论 ${cycle}-${w}-${i}` },
              { token },
            );
            if (r.code === 0 && idOf(r.body)) acked.comments.push(idOf(r.body)!);
            else if (refusals.length < 3) refusals.push(r.text.slice(0, 200));
          } else {
            const r = await call(
              url,
              '/api/service/content/v1/pvt/publish',
              { type: 'dynamic', text: `崩溃测试动态 ${cycle}-${w}-${i}` },
              { token },
            );
            if (r.code === 0 && idOf(r.body)) acked.contents.push(idOf(r.body)!);
            else if (refusals.length < 3) refusals.push(r.text.slice(0, 200));
          }
        } catch {
          // the server died under this request: it was never acknowledged
          return;
        }
      }
    };
    const writing = Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
    // Kill while writes flow: after this cycle's first acknowledgement (at most 30 s), at a random moment.
    const ackedBefore = acked.contents.length + acked.comments.length;
    for (let waited = 0; waited < 30_000 && acked.contents.length + acked.comments.length === ackedBefore; waited += 50)
      await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, Math.random() * 1000));
    server.child.kill('SIGKILL');
    await server.exited;
    alive = false;
    await writing;
  }
  // Once more, so the last kill's data is read by a started server too; then look at the rows directly.
  const last = startServerProcess(store);
  try {
    await last.ready;
  } catch (err) {
    if (!/already using the data directory|could not lock/.test(last.output())) throw err;
    refused += 1;
    await rm(join(store.dataDir, 'server.lock'), { force: true });
  } finally {
    await last.stop();
  }
  const database = await openStore(store);
  const lostSamples: string[] = [];
  let lost = 0;
  try {
    for (const [table, list] of [
      ['contents', acked.contents],
      ['comments', acked.comments],
    ] as const) {
      for (let i = 0; i < list.length; i += 500) {
        const chunk = list.slice(i, i + 500).map(Number);
        const r = await sql<{ id: string | number }>`select id from ${sql.table(table)}
          where id in (${sql.join(chunk)}) and status = 'published'`.execute(database.db);
        const found = new Set(r.rows.map((x) => String(x.id)));
        for (const id of chunk)
          if (!found.has(String(id))) {
            lost += 1;
            if (lostSamples.length < 10) lostSamples.push(`${table} ${id}`);
          }
      }
    }
  } finally {
    await database.close();
  }
  for (const r of refusals) say_(`a write was not acknowledged: ${r}`);
  return { cycles, acknowledged: acked.contents.length + acked.comments.length, lost, refused, lostSamples };
}

export async function runF1(engine: Engine): Promise<boolean> {
  const store = await freshStore(engine, 'f1');
  try {
    const [user] = await prepareStore(store, (database) => makeUsers(database.db, 1, 'crash'), { demo: false });
    const started = Date.now();
    const r = await crashCycles(store, user!.token, SIZES.cycles, detail);
    say(
      `F1 SIGKILL mid-write ${engine}: cycles ${r.cycles}, acknowledged ${r.acknowledged}, acknowledged-but-lost ${r.lost}, restarts refused ${r.refused} (${Math.round((Date.now() - started) / 1000)} s)`,
    );
    for (const s of r.lostSamples) detail(`lost: ${s}`);
    // No acknowledged write means the section proved nothing: that misses the target too.
    return (await reportInvariants(store, 'after F1')) && r.lost === 0 && r.refused === 0 && r.acknowledged > 0;
  } finally {
    await store.dispose();
  }
}
