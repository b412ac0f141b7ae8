import { rm } from 'node:fs/promises';
import type autocannon from 'autocannon';
import { PRODUCTION_ENV } from '../test/support/production-env.ts';
import { measure, stopAll } from './anchor-process.ts';
import {
  BASE_PORT,
  cpuMs,
  benchSizes,
  CONNECTIONS,
  engine,
  machineLoad,
  median,
  ROUNDS,
  say,
  SECONDS,
  startSameBytes,
  wireAnswer,
} from './bench-support.ts';

// `npx tsx apps/server/bench/log-bench.ts` (not part of `npm run bench`): what production's access log costs on
// /healthz. Two compiled servers started as production runs them (JSON logs; stdout to /dev/null, so the figure is
// the serialising and redaction, not a disk), one at LOG_LEVEL=info and one at warn (no access lines), beside a
// bare Fastify GET answering /healthz's bytes in a process of its own; alternating rounds, medians. /healthz reads no database, so each server gets
// the smallest one (PGlite opens a directory once: one database per server). Also each server's CPU time per request
// (from /proc), which a machine shared with other work disturbs far less than requests per second.
const PORT = BASE_PORT + 40;
const sizes = await benchSizes('logs_');
const LEVELS = ['info', 'warn'] as const;

try {
  say(`log bench: ${machineLoad()}`);
  const targets = LEVELS.map((level, i) => ({
    level,
    rows: i + 1,
    base: `http://127.0.0.1:${PORT + i}`,
    runs: [] as autocannon.Result[],
    cpu: [] as number[],
    pid: 0,
  }));
  for (const t of targets) await sizes.prepare(t.rows, async () => {});
  for (const [i, t] of targets.entries())
    t.pid = (await sizes.startServer(t.rows, PORT + i, { ...PRODUCTION_ENV, LOG_LEVEL: t.level })).pid;
  const anchor: autocannon.Result[] = [];
  for (const t of targets) await measure({ url: `${t.base}/healthz`, connections: CONNECTIONS, duration: 2 });
  const bare = await startSameBytes(sizes.dataDir, [
    await wireAnswer('/healthz', { url: `${targets[0]!.base}/healthz`, headers: {} }),
  ]);
  const bareUrl = `${bare.base}/healthz`;
  await measure({ url: bareUrl, connections: CONNECTIONS, duration: 2 });
  for (let round = 0; round < ROUNDS; round++) {
    // The order turns every round, so neither level always runs right after the anchor.
    const order = round % 2 === 0 ? targets : [...targets].reverse();
    anchor.push(await measure({ url: bareUrl, connections: CONNECTIONS, duration: SECONDS }));
    for (const t of order) {
      const before = await cpuMs(t.pid);
      const run = await measure({ url: `${t.base}/healthz`, connections: CONNECTIONS, duration: SECONDS });
      t.cpu.push(((await cpuMs(t.pid)) - before) / run.requests.total);
      t.runs.push(run);
    }
  }
  const rps = (rs: autocannon.Result[]) => median(rs.map((r) => r.requests.average));
  const errors = (rs: autocannon.Result[]) => rs.reduce((n, r) => n + r.errors + r.non2xx, 0);
  say('');
  say(`${engine}, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s; medians of the rounds`);
  const bareRps = rps(anchor);
  say(`bare GET, same bytes            ${bareRps.toFixed(0).padStart(7)} req/s`);
  for (const t of targets) {
    say(
      `/healthz at LOG_LEVEL=${t.level.padEnd(5)}      ${rps(t.runs).toFixed(0).padStart(7)} req/s   ratio to bare ${(rps(t.runs) / bareRps).toFixed(2)}   errors ${errors(t.runs)}`,
    );
  }
  for (const t of targets) {
    say(
      `server CPU per /healthz at LOG_LEVEL=${t.level.padEnd(5)} ${(median(t.cpu) * 1000).toFixed(1).padStart(6)} µs`,
    );
  }
  const [infoCpu, warnCpu] = targets.map((t) => median(t.cpu));
  say(
    `the access log's CPU per request: ${((infoCpu! - warnCpu!) * 1000).toFixed(1)} µs, ${((infoCpu! / warnCpu! - 1) * 100).toFixed(0)}% of /healthz at warn (CPU is steadier than req/s on a shared machine)`,
  );
  const [info, warn] = targets.map((t) => rps(t.runs));
  say(
    `info / warn: ${(info! / warn!).toFixed(2)} (the access log's share of /healthz: ${((1 - info! / warn!) * 100).toFixed(0)}%)`,
  );
  say(`log bench: ${machineLoad()}`);
} finally {
  await stopAll();
  await rm(sizes.dataDir, { recursive: true, force: true });
}
