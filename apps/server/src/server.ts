import { join } from 'node:path';
import { buildApp } from './app.ts';
import { modules } from './modules/index.ts';
import { createSessionCache } from './platform/auth/session-cache.ts';
import type { Config } from './platform/config.ts';
import type { AppContext } from './platform/context.ts';
import { lockDataDir } from './platform/data-dir-lock.ts';
import { openDatabase, type Database } from './platform/db/database.ts';
import { migrate } from './platform/db/migrate.ts';
import { databaseReplayStore } from './platform/envelope/envelope-guard.ts';
import { createMediaStore } from './platform/media/create-media-store.ts';
import { openRedis } from './platform/redis/redis-client.ts';
import { redisReplayStore } from './platform/redis/redis-replay-store.ts';
import { loadReferenceData } from './platform/reference-data/index.ts';
import { loadDemo } from './seed/index.ts';
import { startupTimer } from './platform/startup-timing.ts';

export interface RunningServer {
  url: string;
  context: AppContext;
  close(): Promise<void>;
}

/** Prepares the data (migrations, reference data, demo content) and listens; says what it does as it goes. */
export async function startServer(config: Config, say: (line: string) => void): Promise<RunningServer> {
  const timer = startupTimer();
  timer.lap('load');
  const unlock = config.DATABASE_URL ? () => {} : lockDataDir(config.dataDir);
  // Until the listening socket holds the event loop open, an await with nothing pending in it (PGlite works in
  // WebAssembly, not through libuv) lets the loop run empty, and Node then blocks until V8's background tasks are done:
  // the tier-up compilation of PGlite's WebAssembly, ~1 s of waiting on a second start. A timer keeps the loop busy.
  const keepAlive = setInterval(() => {}, 60_000);
  let database: Database | undefined;
  try {
    say(config.DATABASE_URL ? 'database: PostgreSQL' : `database: embedded PGlite in ${join(config.dataDir, 'db')}`);
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: join(config.dataDir, 'db') });
    timer.lap('open database');
    const ran = await migrate(database);
    timer.lap('migrations');
    say(ran.length ? `migrations: applied ${ran.join(', ')}` : 'migrations: up to date');
    await loadReferenceData(database, (line) => say(line));
    timer.lap('reference data');
    const redis = config.REDIS_URL ? openRedis(config.REDIS_URL) : undefined;
    if (redis) say('redis: shared counters and replay guard');
    const context: AppContext = {
      config,
      database,
      db: database.db,
      redis,
      replays: redis ? redisReplayStore(redis, config.REDIS_NAMESPACE) : databaseReplayStore(database.db),
      media: createMediaStore(config),
      sessions: createSessionCache({ redis, namespace: config.REDIS_NAMESPACE }),
    };
    if (config.DEMO && !config.isProduction) await loadDemo(context, say);
    timer.lap('demo');
    const { app, coverage } = await buildApp(context, { lap: timer.lap });
    say(`api: built ${coverage.built.length} of ${coverage.built.length + coverage.notBuilt.length} endpoints`);
    for (const m of modules) m.announce?.(context, say);
    const address = await app.listen({ port: config.PORT, host: config.HOST });
    timer.lap('listen');
    clearInterval(keepAlive);
    const url = address.replace('127.0.0.1', 'localhost');
    // Measured from the process's own start (module loading included), with its CPU time: on a busy machine the wall
    // time is mostly waiting for a core, and the CPU time is what the start itself costs.
    const cpu = process.cpuUsage();
    const cost = `started in ${process.uptime().toFixed(1)} s, cpu ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s`;
    say(`ready: open ${url}/speakTopic (${cost})`);
    if (config.isDevelopment) say(`startup: ${timer.summary()}`);
    // Queuing the periodic jobs (search re-indexing, the hold sweep, the treasure ranking) answers no request, and
    // the jobs it wakes hold PGlite's one connection: it waits one job-poll interval after listening, as the worker's
    // first poll did, so the first requests come first. A close cancels it, or waits for it to end.
    let started: Promise<void> | undefined;
    const startModules = setTimeout(() => {
      started = (async () => {
        for (const m of modules) await m.start?.(context, say);
      })().catch((err: unknown) => app.log.error({ err }, 'start of a module failed'));
    }, config.JOB_POLL_MS);
    return {
      url: address,
      context,
      async close() {
        clearTimeout(startModules);
        await started;
        await app.close();
        context.redis?.disconnect();
        await database?.close();
        unlock();
      },
    };
  } catch (err) {
    clearInterval(keepAlive);
    await database?.close().catch(() => {});
    unlock();
    throw err;
  }
}
