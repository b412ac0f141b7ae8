import { ENDPOINTS } from '@app/contract';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type z } from 'zod';
import { registerErrorHandler } from '../src/platform/http/error-handler.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// docs/reliability.md: control characters in identifiers are refused at the schema, and no database error answers
// 500 for bad input.
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ demo: true, env: { ENC_REQUIRED: '0' } });
  ({ token } = await t.login());
});
afterAll(() => t.close());

/** The top-level string fields a request schema names (objects only; built paths with a typed body). */
function stringFields(schema: z.ZodType): string[] {
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape;
  if (!shape) return [];
  return Object.entries(shape)
    .filter(([, field]) => {
      const accepts = (v: unknown) => field.safeParse(v).success;
      return accepts('x1') || accepts('1') || accepts('abc123');
    })
    .map(([name]) => name);
}

const postable = ENDPOINTS.filter((e) => e.method === 'POST' && stringFields(e.request).length > 0);

describe('control characters and junk never reach the database as a 500', () => {
  it.each(postable.map((e) => [e.path, e] as const))('%s', async (_path, endpoint) => {
    for (const junk of ['1\u0000', 'a\u0000b', '\u0007', '99999999999999999999999', '1e400']) {
      const payload = Object.fromEntries(stringFields(endpoint.request).map((f) => [f, junk]));
      const answer = await t.post(endpoint.path, payload, { token });
      expect(answer.status, `${JSON.stringify(junk)} → ${JSON.stringify(answer.json)}`).toBeLessThan(500);
    }
  });

  it('an identifier with a NUL is refused at the schema, naming the field', async () => {
    const answer = await t.post(
      '/api/service/socialcontact/v1/contentblack/blackStatus',
      { userId: 'u\u0000' },
      { token },
    );
    expect(answer.status).toBe(400);
    expect(answer.json.msg).toBe('参数错误：userId');
  });
});

describe('the error handler as a safety net behind the schemas', () => {
  it.each([
    ['a NUL in text', sql`select ${'a\u0000b'}::text as v`],
    ['text that is not a number', sql`select ${'abc'}::int as v`],
    ['a number out of range', sql`select ${'99999999999999999999'}::int as v`],
  ])('answers 400 for %s refused by the database', async (_label, query) => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/probe', async () => (await query.execute(t.ctx.db)).rows);
    const res = await app.inject('/probe');
    await app.close();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, msg: '参数错误' });
  });
});
