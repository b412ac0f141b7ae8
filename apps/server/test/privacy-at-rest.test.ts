import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { makeTs, open, seal } from '@app/contract/envelope';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createSessionCache } from '../src/platform/auth/session-cache.ts';
import { loadConfig } from '../src/platform/config.ts';
import { openDatabase } from '../src/platform/db/database.ts';
import { databaseReplayStore } from '../src/platform/envelope/envelope-guard.ts';
import { localMediaStore } from '../src/platform/media/media-store.ts';
import { ANSWERS, publishActivity, publisher, signUp } from './activities-helpers.ts';
import { ok } from './community-helpers.ts';
import { codeFor, LOGIN_PATHS, mobileHash, newMobile } from './identity-helpers.ts';
import { phoneUser } from './privacy-helpers.ts';
import { RESTART_TIMEOUT_MS, createTestApp, testDbKind, type TestApp } from './support/test-app.ts';
import { withDatabase } from './global-setup.ts';

// Phone numbers at rest (docs/product/privacy.md, "Phone numbers"): no table holds a number in the clear, and the
// development keys live in the database, so instances sharing it read each other's data.

const run = promisify(execFile);

/** Every file under a directory, recursively, as bytes. */
async function filesUnder(dir: string): Promise<{ path: string; bytes: Buffer }[]> {
  const out: { path: string; bytes: Buffer }[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    out.push({ path, bytes: await readFile(path) });
  }
  return out;
}

describe('phone numbers at rest', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it(
    'are sealed and hashed: neither a database dump nor the data files hold a registered number',
    { timeout: RESTART_TIMEOUT_MS },
    async () => {
      const a = await phoneUser(t);
      const b = await phoneUser(t);
      // Login by code and by the dev outbox, a publisher's contact number, an enrolment's answers.
      const login = await t.postSealed(LOGIN_PATHS.codeLogin, {
        countryCode: '86',
        mobile: a.mobile,
        code: await codeFor(t, a.mobile, 'login'),
      });
      expect(login.opened.user_id).toBe(a.userCode);
      expect(login.opened.mobile).toBe(`${a.mobile.slice(0, 3)}****${a.mobile.slice(-4)}`);
      const contactMobile = newMobile();
      await ok(
        t.post('/api/service/content/v1/pvt/saveContact', { name: '李', mobile: contactMobile }, { token: b.token }),
      );
      const contact = await ok(t.post('/api/service/content/v1/pvt/findContact', {}, { token: b.token }));
      expect(contact.mobile).toBe(`${contactMobile.slice(0, 3)}****${contactMobile.slice(-4)}`);
      const pub = await publisher(t);
      const activity = await publishActivity(t, pub.token);
      const enrolMobile = newMobile();
      expect(
        (await signUp(t, a.token, activity.id, activity.tickets[0]!.id, { ...ANSWERS, mobile: enrolMobile })).json.code,
      ).toBe(0);

      const user = await t.ctx.db
        .selectFrom('users')
        .select(['mobile_enc', 'mobile_hash', 'mobile_clear'])
        .where('id', '=', a.userId)
        .executeTakeFirstOrThrow();
      expect(user.mobile_enc).toMatch(/^p1:/);
      expect(Buffer.from(user.mobile_hash!)).toEqual(await mobileHash(t, a.mobile));
      expect(user.mobile_clear).toBeNull();

      const secrets = [a.mobile, b.mobile, contactMobile, enrolMobile];
      const found = (bytes: Buffer) => secrets.filter((s) => bytes.includes(Buffer.from(s, 'utf8')));
      if (testDbKind() === 'postgres') {
        const name = (await sql<{ name: string }>`select current_database() as name`.execute(t.ctx.db)).rows[0]!.name;
        let dump: Buffer | undefined;
        try {
          dump = (
            await run('pg_dump', [withDatabase(process.env.TEST_DATABASE_URL!, name)], {
              encoding: 'buffer',
              maxBuffer: 512 * 1024 * 1024,
            })
          ).stdout;
        } catch (err) {
          if ((err as { code?: string }).code !== 'ENOENT') throw err;
          console.warn('privacy-at-rest: pg_dump is not installed; the PostgreSQL dump was not searched');
        }
        if (dump) {
          expect(dump.length).toBeGreaterThan(10_000);
          expect(dump.includes(Buffer.from(a.userCode))).toBe(true);
          expect(found(dump)).toEqual([]);
        }
      } else {
        // The embedded database's data files (a tarball of its directory, every file's bytes, WAL included).
        const tarball = gunzipSync(Buffer.from(await (await t.ctx.database.dump!()).arrayBuffer()));
        expect(tarball.includes(Buffer.from(a.userCode))).toBe(true);
        expect(found(tarball)).toEqual([]);
      }
      // And whatever the server wrote to its data directory (media, keys).
      for (const file of await filesUnder(t.config.dataDir)) expect(found(file.bytes), file.path).toEqual([]);
    },
  );
});

describe('rows from before the change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are sealed at the next start, idempotently, and still log in', { timeout: RESTART_TIMEOUT_MS }, async () => {
    const mobile = newMobile();
    const contactMobile = newMobile();
    const { userId, token } = await t.login();
    await t.ctx.db.updateTable('users').set({ mobile_clear: mobile }).where('id', '=', userId).execute();
    await t.ctx.db
      .insertInto('publisher_contacts')
      .values({ user_id: userId, name: '王', mobile_clear: contactMobile })
      .execute();
    const pub = await publisher(t);
    const activity = await publishActivity(t, pub.token, { inviteOnly: true });
    await t.ctx.db
      .insertInto('activity_invitations')
      .values({ activity_id: Number(activity.id), mobile_clear: mobile })
      .execute();

    await t.restart();
    await t.restart();
    const user = await t.ctx.db
      .selectFrom('users')
      .select(['mobile_clear', 'mobile_enc'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ mobile_clear: null, mobile_enc: expect.stringMatching(/^p1:/) });
    const login = await t.postSealed(LOGIN_PATHS.codeLogin, {
      countryCode: '86',
      mobile,
      code: await codeFor(t, mobile, 'login'),
    });
    expect(login.opened.user_id).toBe(
      (await t.ctx.db.selectFrom('users').select('user_code').where('id', '=', userId).executeTakeFirstOrThrow())
        .user_code,
    );
    const contact = await ok(t.post('/api/service/content/v1/pvt/findContact', {}, { token }));
    expect(contact.mobile).toBe(`${contactMobile.slice(0, 3)}****${contactMobile.slice(-4)}`);
    // The invitation now matches by hash: the invited user signs up.
    expect((await signUp(t, token, activity.id, activity.tickets[0]!.id)).json.code).toBe(0);
    const clear = await t.ctx.db
      .selectFrom('activity_invitations')
      .select('mobile_clear')
      .where('mobile_clear', 'is not', null)
      .execute();
    expect(clear).toEqual([]);
  });
});

describe.skipIf(testDbKind() !== 'postgres')('two instances on one PostgreSQL database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("read each other's enrolments and phone logins: the development keys are kept in the database", async () => {
    const name = (await sql<{ name: string }>`select current_database() as name`.execute(t.ctx.db)).rows[0]!.name;
    // A second instance: its own process state and its own DATA_DIR, the same database.
    const dataDir = await mkdtemp(join(tmpdir(), 'app-test-b-'));
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SANDBOX_PORT: '0' });
    const database = await openDatabase({
      databaseUrl: withDatabase(process.env.TEST_DATABASE_URL!, name),
      poolSize: 2,
    });
    const ctx = {
      config,
      database,
      db: database.db,
      replays: databaseReplayStore(database.db),
      media: localMediaStore(join(dataDir, 'media')),
      sessions: createSessionCache({ namespace: config.REDIS_NAMESPACE }),
    };
    const { app } = await buildApp(ctx, { logger: false });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    // Instance B's own client: sealed bodies, as the app sends them.
    const onB = async (path: string, payload: unknown, token?: string) => {
      const res = await fetch(`${url}${path}${token ? `?h_token=${token}` : ''}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(seal(payload, { appId: config.ENC_APP_ID, salt: config.ENC_SALT }, makeTs())),
      });
      const json = (await res.json()) as { code: number; sec?: string; body: unknown };
      return json.sec
        ? (open({ sec: json.sec, body: json.body as string }, () => config.ENC_SALT).payload as any)
        : json;
    };
    try {
      // A registers on instance A and signs up there; instance B opens both.
      const a = await phoneUser(t);
      const pub = await publisher(t);
      const activity = await publishActivity(t, pub.token);
      const enrolled = await signUp(t, a.token, activity.id, activity.tickets[0]!.id);
      expect(enrolled.json.code).toBe(0);
      const id = (enrolled.json.body as { id: string }).id;
      const seen = await onB('/api/service/community/v1/activityEnroll/findActivityEnrollById', { id }, a.token);
      expect(seen.personal).toMatchObject({ mobile: ANSWERS.mobile, name: ANSWERS.name });
      const me = await fetch(`${url}/b2b/user/login/getUserInfo?h_token=${a.token}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(((await me.json()) as { body: { mobile: string } }).body.mobile).toBe(
        `${a.mobile.slice(0, 3)}****${a.mobile.slice(-4)}`,
      );
      // A code sent through instance A logs in on instance B, to the account made on A.
      const code = await codeFor(t, a.mobile, 'login');
      const login = await onB(LOGIN_PATHS.codeLogin, { countryCode: '86', mobile: a.mobile, code });
      expect(login.user_id).toBe(a.userCode);
    } finally {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
