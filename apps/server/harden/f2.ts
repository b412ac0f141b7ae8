import { call } from './client.ts';
import { detail, say, SIZES } from './env.ts';
import { startPrivatePostgres } from './private-postgres.ts';
import { makeUsers } from './seed.ts';
import { NO_LIMITS, freshPostgres, prepareStore, startServerProcess } from './target.ts';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// F2: PostgreSQL stopped and started under load, on a private cluster. Readers and writers keep calling; while the
// database is down every answer must be 503 (an anonymous first feed page may come from the micro-cache) and come
// within 2 s; after it is back, the server must answer 0 again
// within 10 s, with no restart of its own.

const DOWN_MS = 4000;
const LOADERS = 6;

interface Sample {
  at: number;
  ms: number;
  status: number;
  code: number | undefined;
  /** An anonymous first feed page, which the micro-cache may answer while the database is away. */
  read: boolean;
  /** The answer, kept for the unexpected ones. */
  text?: string;
  path?: string;
}

/**
 * The micro-cache keeps an anonymous first page for 5 s unless a write empties it; no write can land while the database
 * is away, so that page is still exactly what the database holds, and answering it is right, not a fault.
 */
const fromCache = (s: Sample) => s.read && s.status === 200 && s.code === 0;

export async function runF2(): Promise<boolean> {
  const pg = await startPrivatePostgres();
  const dataDir = await mkdtemp(join(tmpdir(), 'harden-f2-'));
  try {
    const databaseUrl = await freshPostgres(pg.url, 'harden_f2');
    const store = { engine: 'postgres' as const, dataDir, databaseUrl };
    const [user] = await prepareStore(store, (database) => makeUsers(database.db, 1, 'f2'), { demo: false });
    const server = startServerProcess(store, NO_LIMITS);
    let ok = true;
    try {
      const url = await server.ready;
      const samples: Sample[] = [];
      let running = true;
      const loader = async (n: number) => {
        for (let i = 0; running && i < 1_000_000; i++) {
          const at = Date.now();
          try {
            const r =
              n % 2 === 0
                ? await call(url, '/api/content/v1/pub/list', { sort: 'new', pageSize: 10 }, { timeoutMs: 15_000 })
                : await call(
                    url,
                    '/api/service/content/v1/pvt/publish',
                    { type: 'dynamic', text: `F2 写入 ${n}-${i}` },
                    { token: user!.token, timeoutMs: 15_000 },
                  );
            const odd = r.status >= 500 && r.status !== 503;
            samples.push({
              at,
              ms: Date.now() - at,
              status: r.status,
              code: r.code,
              read: n % 2 === 0,
              ...(odd ? { text: r.text.slice(0, 300), path: n % 2 === 0 ? 'pub/list' : 'publish' } : {}),
            });
          } catch {
            samples.push({ at, ms: Date.now() - at, status: 0, code: undefined, read: n % 2 === 0 });
          }
          await new Promise((r) => setTimeout(r, 20));
        }
      };
      const loading = Promise.all(Array.from({ length: LOADERS }, (_, n) => loader(n)));
      const downSamples: Sample[] = [];
      const cycles: {
        first503: number;
        slowestDown: number;
        wrongDown: number;
        cachedDown: number;
        backAfter: number;
      }[] = [];
      try {
        for (let cycle = 0; cycle < SIZES.f2Cycles; cycle++) {
          await new Promise((r) => setTimeout(r, 1500));
          const stopAt = Date.now();
          await pg.stop();
          const stopped = Date.now();
          await new Promise((r) => setTimeout(r, DOWN_MS));
          const startAt = Date.now();
          await pg.start();
          const started = Date.now();
          // Wait (at most 20 s) for the first success issued after the start.
          const deadline = Date.now() + 20_000;
          while (Date.now() < deadline && !samples.some((s) => s.at >= started && s.code === 0))
            await new Promise((r) => setTimeout(r, 100));
          const down = samples.filter((s) => s.at >= stopped && s.at + s.ms <= startAt);
          downSamples.push(...down);
          const first503 = samples.find((s) => s.at >= stopAt && s.status === 503);
          const back = samples.find((s) => s.at >= started && s.code === 0);
          cycles.push({
            first503: first503 ? first503.at + first503.ms - stopAt : Infinity,
            slowestDown: Math.max(0, ...down.map((s) => s.ms)),
            wrongDown: down.filter((s) => s.status !== 503 && !fromCache(s)).length,
            cachedDown: down.filter(fromCache).length,
            backAfter: back ? back.at + back.ms - started : Infinity,
          });
        }
      } finally {
        running = false;
        await loading;
      }
      const worst = (k: keyof (typeof cycles)[number]) => Math.max(...cycles.map((c) => c[k]));
      const other5xx = samples.filter((s) => s.status >= 500 && s.status !== 503).length;
      const statuses = [...new Set(samples.filter((s) => s.status >= 500 && s.status !== 503).map((s) => s.status))];
      if (statuses.length) detail(`other 5xx statuses: ${statuses.join(', ')}`);
      for (const s of samples.filter((x) => x.text).slice(0, 3)) detail(`other 5xx: ${s.status} ${s.path} → ${s.text}`);
      const errors = samples.filter((s) => s.status === 0).length;
      say(
        `F2 PostgreSQL stopped and started: cycles ${cycles.length}, first 503 after stop ≤ ${worst('first503')} ms, slowest answer while down ${worst('slowestDown')} ms (target ≤ 2000), answers while down not 503 ${cycles.reduce((n, c) => n + c.wrongDown, 0)} (and ${cycles.reduce((n, c) => n + c.cachedDown, 0)} anonymous reads answered from the micro-cache), answering again ≤ ${worst('backAfter')} ms after start (target ≤ 10000), other 5xx ${other5xx}, connection errors ${errors}, requests ${samples.length}`,
      );
      for (const [i, c] of cycles.entries()) detail(`cycle ${i + 1}: ${JSON.stringify(c)}`);
      const wrong = new Map<string, number>();
      for (const s of downSamples.filter((x) => x.status !== 503 && !fromCache(x))) {
        const key = `${s.status}/${s.code}`;
        wrong.set(key, (wrong.get(key) ?? 0) + 1);
      }
      if (wrong.size) detail(`answers while down not 503 (status/code): ${JSON.stringify(Object.fromEntries(wrong))}`);
      // What the 500s were, from the server's own log (the answers say nothing, as they should).
      const unexpected = new Map<string, number>();
      for (const line of server.output().split('\n')) {
        if (!line.startsWith('{')) continue;
        try {
          const entry = JSON.parse(line) as { msg?: string; err?: { message?: string; code?: string } };
          if (entry.msg !== 'unexpected error') continue;
          const key = `${entry.err?.code ?? 'no code'}: ${String(entry.err?.message).slice(0, 200)}`;
          unexpected.set(key, (unexpected.get(key) ?? 0) + 1);
        } catch {
          // not a log entry
        }
      }
      for (const [message, n] of unexpected) detail(`server logged ${n}× unexpected error: ${message}`);
      const died = server.child.exitCode !== null || server.child.signalCode !== null;
      if (!died && other5xx > 0) {
        const log = join(tmpdir(), `harden-f2-server-${process.pid}.log`);
        await writeFile(log, server.output());
        detail(`server output: ${log}`);
      }
      if (died) {
        say(
          `F2: the server process died (exit ${server.child.exitCode ?? server.child.signalCode}) when PostgreSQL stopped`,
        );
        const log = join(tmpdir(), `harden-f2-server-${process.pid}.log`);
        await writeFile(log, server.output());
        const lines = server.output().split('\n');
        const at = lines.findIndex((l) => /Error|Unhandled|throw/.test(l));
        for (const line of lines.slice(Math.max(0, at - 2), at + 14)) detail(`server: ${line.slice(0, 300)}`);
        detail(`server output: ${log}`);
      }
      ok =
        worst('slowestDown') <= 2000 &&
        worst('first503') <= 2000 &&
        worst('backAfter') <= 10_000 &&
        cycles.every((c) => c.wrongDown === 0) &&
        other5xx === 0 &&
        errors === 0 &&
        !died;
    } finally {
      await server.stop();
    }
    return ok;
  } finally {
    await pg.dispose();
    await rm(dataDir, { recursive: true, force: true });
  }
}
