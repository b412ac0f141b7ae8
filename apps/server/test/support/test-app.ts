import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seal, open, makeTs } from '@app/contract/envelope';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadDemo } from '../../src/seed/index.ts';
import { createSessionCache } from '../../src/platform/auth/session-cache.ts';
import { createSession } from '../../src/platform/auth/tokens.ts';
import { loadConfig, type Config } from '../../src/platform/config.ts';
import type { AppContext } from '../../src/platform/context.ts';
import type { Outbox } from '../../src/platform/outbox/outbox.ts';
import { openDatabase, type Database } from '../../src/platform/db/database.ts';
import { databaseReplayStore } from '../../src/platform/envelope/envelope-guard.ts';
import { localMediaStore } from '../../src/platform/media/media-store.ts';
import { openRedis } from '../../src/platform/redis/redis-client.ts';
import { redisReplayStore } from '../../src/platform/redis/redis-replay-store.ts';
import { adminQuery, withDatabase } from '../global-setup.ts';

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  json: { code: number | string; msg: string; body?: T; sec?: string };
}

export interface TestApp {
  url: string;
  ctx: AppContext;
  config: Config;
  post<T = any>(
    path: string,
    body?: unknown,
    options?: { token?: string; headers?: Record<string, string> },
  ): Promise<Answer<T>>;
  /** Posts in the encrypted envelope and opens the answer. */
  postSealed<T = any>(
    path: string,
    payload: unknown,
    options?: { token?: string; ts?: string; appId?: string; salt?: string; headers?: Record<string, string> },
  ): Promise<Answer<T> & { opened?: T }>;
  get(path: string): Promise<Response>;
  /** The running server's outbox (tests register consumers of their own on it). */
  readonly outbox: Outbox;
  /** Delivers every event committed so far to every consumer (platform/outbox, decision 0018). */
  drainOutbox(): Promise<void>;
  /** A real session for a new (or given) user. */
  login(userId?: number): Promise<{ token: string; userId: number; userCode: string }>;
  /** Stops the server and the database and starts both again on the same data: nothing kept in memory survives. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/**
 * n envelope timestamps of this millisecond that differ from each other. A burst of one user's identical payloads
 * sealed with makeTs() shares a ts about 4% of the time at ten requests, and the same ts seals the same bytes, which
 * the replay guard rightly refuses; a test of what happens when a person (or their double tap) sends n requests at
 * once gives each its own ts, as n separate taps would have.
 */
export function burstTs(n: number): string[] {
  const ms = makeTs().slice(0, 13);
  return Array.from({ length: n }, (_, i) => ms + String(i).padStart(3, '0'));
}

/**
 * The time a test that stops and starts its server (restart()) may take: a PGlite database opened again from its
 * files took 18–25 s per restart on a 2-core machine under load 10, against the default 30 s for a whole test.
 */
export const RESTART_TIMEOUT_MS = 120_000;

export const testDbKind = () => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');

/** A real server on a real port over a fresh clone of the migrated template database. */
export async function createTestApp(options: { demo?: boolean; env?: Record<string, string> } = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'app-test-'));
  // SANDBOX_PORT 0: each test server's partner sandbox on a free port.
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SANDBOX_PORT: '0',
    // The suite builds the web app with the development tools, which a production server refuses to serve: a
    // production test server serves no web app (the API is what these tests are about).
    ...(options.env?.NODE_ENV === 'production' ? { WEB_DIST: join(dataDir, 'no-web-app') } : {}),
    ...options.env,
  });
  let database: Database;
  let dropDatabase = async () => {};
  let pgName = '';
  if (testDbKind() === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const name = (pgName = `t_${process.pid}_${randomBytes(4).toString('hex')}`);
    await adminQuery(url, `create database ${name} template ${inject('postgresTemplate')}`);
    database = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 4 });
    dropDatabase = async () => void (await adminQuery(url, `drop database if exists ${name} with (force)`));
  } else {
    const template = await readFile(inject('pgliteTemplate'));
    database = await openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([template]) });
  }
  const redis = config.REDIS_URL ? openRedis(config.REDIS_URL) : undefined;
  const contextFor = (db: Database): AppContext => ({
    config,
    database: db,
    db: db.db,
    redis,
    replays: redis ? redisReplayStore(redis, config.REDIS_NAMESPACE) : databaseReplayStore(db.db),
    media: localMediaStore(join(dataDir, 'media')),
    sessions: createSessionCache({ redis, namespace: config.REDIS_NAMESPACE }),
  });
  let ctx = contextFor(database);
  if (options.demo) await loadDemo(ctx, () => {});
  let { app, outbox } = await buildApp(ctx, { logger: false });
  let url = await app.listen({ port: 0, host: '127.0.0.1' });

  const request = async (path: string, init: RequestInit): Promise<Answer> => {
    const res = await fetch(url + path, init);
    const text = await res.text();
    return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : {} };
  };
  const withToken = (path: string, token?: string) =>
    token ? `${path}${path.includes('?') ? '&' : '?'}h_token=${encodeURIComponent(token)}` : path;

  let userSeq = 0;
  return {
    get url() {
      return url;
    },
    get ctx() {
      return ctx;
    },
    config,
    post: (path, body = {}, o = {}) =>
      request(withToken(path, o.token), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...o.headers },
        body: JSON.stringify(body),
      }) as Promise<Answer<any>>,
    async postSealed(path, payload, o = {}) {
      const appId = o.appId ?? config.ENC_APP_ID;
      const salt = o.salt ?? config.ENC_SALT;
      const envelope = seal(payload, { appId, salt }, o.ts ?? makeTs());
      const answer = await request(withToken(path, o.token), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...o.headers },
        body: JSON.stringify(envelope),
      });
      const opened =
        answer.json.sec && typeof answer.json.body === 'string'
          ? (open({ sec: answer.json.sec, body: answer.json.body }, () => salt).payload as any)
          : undefined;
      return { ...answer, opened } as any;
    },
    get: (path) => fetch(url + path),
    get outbox() {
      return outbox;
    },
    drainOutbox: () => outbox.drain(),
    async login(userId) {
      let id = userId;
      if (id === undefined) {
        userSeq += 1;
        const code = `t${randomBytes(5).toString('hex')}`;
        const row = await ctx.db
          .insertInto('users')
          .values({ user_code: code, nickname: `测试用户${userSeq}`, open_id: `o-${code}` })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = row.id;
      }
      const user = await ctx.db
        .selectFrom('users')
        .select(['id', 'user_code'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return { token: await createSession(ctx.db, user.id), userId: user.id, userCode: user.user_code };
    },
    async restart() {
      await app.close();
      if (database.dump) {
        const saved = await database.dump();
        await database.close();
        database = await openDatabase({ dataDir: 'memory://', loadDataDir: saved });
      } else {
        await database.close();
        database = await openDatabase({
          databaseUrl: withDatabase(process.env.TEST_DATABASE_URL!, pgName),
          poolSize: 4,
        });
      }
      ctx = contextFor(database);
      ({ app, outbox } = await buildApp(ctx, { logger: false }));
      url = await app.listen({ port: 0, host: '127.0.0.1' });
    },
    async close() {
      await app.close();
      redis?.disconnect();
      await database.close();
      await dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
