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

  it('C1: counters equal their rows and no balance or stock goes wrong after the fuzz', async () => {
    const result = await checkInvariants(app.ctx.db);
    expect(result.details).toEqual([]);
    expect(result.checks).toBeGreaterThan(5);
    expect(result.violations).toBe(0);
  });
});
