import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzContract } from '../harden/fuzz.ts';
import { checkInvariants } from '../harden/invariants.ts';
import { collectIds, makeUsers, type HardenUser } from '../harden/seed.ts';
import { createTestApp, testDbKind, type TestApp } from './support/test-app.ts';

// A small run of `npm run harden`'s I1 (every path of the contract fuzzed from its schema) and C1 (invariants of
// the data after it), on the database this project runs (PGlite or PostgreSQL).
let app: TestApp;
let users: HardenUser[];
let ids: (number | string)[] = [];

beforeAll(async () => {
  app = await createTestApp({ demo: true, env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
  users = await makeUsers(app.ctx.db, 3);
  ids = await collectIds(app.ctx.db);
});
afterAll(async () => app?.close());

describe(`harden (${testDbKind()})`, () => {
  it('I1: every path answers an envelope and never a 5xx, whatever it is sent', async () => {
    const result = await fuzzContract(
      {
        url: app.url,
        client: { appId: app.config.ENC_APP_ID, salt: app.config.ENC_SALT },
        tokens: users.map((u) => u.token),
        ids: () => ids,
      },
      { perPath: Number(process.env.HARDEN_TEST_PER_PATH ?? 6), seed: 20261123, concurrency: 2 },
    );
    expect(result.requests).toBeGreaterThan(500);
    expect(result.failures).toEqual([]);
    expect({ fiveXX: result.fiveXX, nonEnvelope: result.nonEnvelope, errors: result.errors }).toEqual({
      fiveXX: 0,
      nonEnvelope: 0,
      errors: 0,
    });
  }, 120_000);

  // Found by I1: a multipart body without its closing boundary made the parser throw, answered 500.
  it('a multipart upload cut short answers the upload refusal, not 500', async () => {
    // A user of its own: the fuzz above may have logged its users out (it calls logout with their tokens).
    const [uploader] = await makeUsers(app.ctx.db, 1, 'uploader');
    const boundary = 'harden';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nabcdef\r\n`;
    for (const path of ['/api/service/socialcontact/v1/upload/updateFile', '/api/ls/service/v1/updaload/updateFile']) {
      const res = await fetch(`${app.url}${path}?h_token=${uploader!.token}`, {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        body,
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ code: 1, msg: '请用 multipart/form-data 上传，文件放在 file 字段' });
    }
  });

  // Found by I1: an address over Node's header limit was answered by the HTTP parser's own JSON, not an envelope.
  it('an address over the header limit answers an envelope', async () => {
    const res = await fetch(`${app.url}/api/wechat/v1/config?url=${'x'.repeat(100_000)}`);
    expect(res.status).toBe(431);
    expect(await res.json()).toEqual({ code: 413, msg: '请求内容过大', body: null });
  });

  // Found by A2: the tracker kept every query parameter, the caller's token (h_token / token) included.
  it('the tracker never keeps the session token that rides in the query', async () => {
    const { token } = users[1]!;
    const res = await fetch(`${app.url}/api/log/v1/track?event=view&page=home&h_token=${token}&token=${token}`);
    expect(res.status).toBe(204);
    const kept = await sql<{ params: string }>`select params::text as params from track_events
      where strpos(params::text, ${token}) > 0`.execute(app.ctx.db);
    expect(kept.rows).toEqual([]);
  });

  it('C1: counters equal their rows and no balance or stock goes wrong after the fuzz', async () => {
    const result = await checkInvariants(app.ctx.db);
    expect(result.details).toEqual([]);
    expect(result.checks).toBeGreaterThan(5);
    expect(result.violations).toBe(0);
  });
});
