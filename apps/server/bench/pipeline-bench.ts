import { rm } from 'node:fs/promises';
import type autocannon from 'autocannon';
import { PRODUCTION_ENV } from '../test/support/production-env.ts';
import { measure, startAnchor, stopAll, type ChildServer } from './anchor-process.ts';
import {
  BASE_PORT,
  benchSizes,
  CONNECTIONS,
  cpuMs,
  machineLoad,
  median,
  ROUNDS,
  say,
  SECONDS,
} from './bench-support.ts';
import { LAYERS } from './pipeline-layers.ts';

// `node --import tsx apps/server/bench/pipeline-bench.ts` (not part of `npm run bench`): what each layer of our
// request pipeline costs on /healthz, a bisect of app.ts. One server per layer count (pipeline-layers-server.ts: the
// bare route, then each layer app.ts adds before an answer, in its order), then our own compiled server as production
// runs it, each in a process of its own; each loaded in turn at a fixed rate (BENCH_RATE, default 4,000 req/s: every
// server answers it) for SECONDS, in ROUNDS alternating rounds. Printed: each server's CPU per request (from /proc:
// steadier than requests a second on a shared machine) and what its layer added, and each one's req/s when not
// held to a rate. What is left between the last layer and our server is the rest of app.ts (the modules' routes, the
// web app's file server, the job worker, the outbox's loop).
const RATE = Number(process.env.BENCH_RATE ?? 4000);
const sizes = await benchSizes('pipeline_');

try {
  say(`pipeline bench: ${machineLoad()}`);
  const servers: { name: string; server: ChildServer; cpu: number[]; free: autocannon.Result[] }[] = [];
  for (const [i, name] of LAYERS.entries()) {
    const server = await startAnchor(name, 'apps/server/bench/pipeline-layers-server.ts', { LAYERS: String(i) });
    servers.push({ name, server, cpu: [], free: [] });
  }
  await sizes.prepare(1, async () => {});
  const ours = await sizes.startServer(1, BASE_PORT + 60, { ...PRODUCTION_ENV, LOG_LEVEL: 'warn' });
  servers.push({ name: 'our server (production, LOG_LEVEL=warn)', server: ours, cpu: [], free: [] });
  const url = (s: ChildServer) => `${s.base}/healthz`;
  for (const s of servers) await measure({ url: url(s.server), connections: CONNECTIONS, duration: 2 });
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? servers : [...servers].reverse();
    for (const s of order) {
      const before = await cpuMs(s.server.pid);
      const run = await measure({ url: url(s.server), connections: CONNECTIONS, duration: SECONDS, overallRate: RATE });
      s.cpu.push(((await cpuMs(s.server.pid)) - before) / run.requests.total);
      s.free.push(await measure({ url: url(s.server), connections: CONNECTIONS, duration: SECONDS / 2 }));
    }
  }
  say('');
  say(
    `${ROUNDS} alternating rounds; CPU at ${RATE.toLocaleString('en')} req/s for ${SECONDS} s, req/s unheld for ${SECONDS / 2} s; medians`,
  );
  let previous = 0;
  for (const s of servers) {
    const cpu = median(s.cpu) * 1000;
    const rps = median(s.free.map((r) => r.requests.average));
    say(
      `${s.name.padEnd(62)} ${cpu.toFixed(1).padStart(6)} µs/request (+${(cpu - previous).toFixed(1).padStart(5)})  ${Math.round(rps).toLocaleString('en').padStart(7)} req/s`,
    );
    previous = cpu;
  }
  say(`pipeline bench: ${machineLoad()}`);
} finally {
  await stopAll();
  await rm(sizes.dataDir, { recursive: true, force: true });
}
