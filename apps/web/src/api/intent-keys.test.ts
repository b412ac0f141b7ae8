import * as envelope from '@app/contract/envelope';
import { describe, expect, it } from 'vitest';
import { createHttpClient, type RequestOptions } from './http';
import { intentDone, intentKey, intentName } from './intent-keys';

// docs/product/nothing-twice.md, "Every create once": one key per intent, kept until it succeeds.

describe('intent keys', () => {
  it('give the same path and payload one key until it succeeds, then a new one', () => {
    const first = intentKey('/api/p', '{"text":"a"}');
    expect(intentKey('/api/p', '{"text":"a"}')).toBe(first);
    expect(intentKey('/api/p', '{"text":"b"}')).not.toBe(first);
    expect(intentKey('/api/q', '{"text":"a"}')).not.toBe(first);
    intentDone('/api/p', '{"text":"a"}');
    expect(intentKey('/api/p', '{"text":"a"}')).not.toBe(first);
  });
  it('are forgotten before the server forgets them', () => {
    const now = Date.now();
    const first = intentKey('/api/old', '{}', now);
    expect(intentKey('/api/old', '{}', now + 23 * 3600_000)).not.toBe(first);
  });
  it('name an intent briefly, whatever its length', () => {
    expect(intentName('/api/p', 'x'.repeat(10_000)).length).toBeLessThan(16);
  });
});

describe('the API client on a create', () => {
  function setup(codes: number[]) {
    const sent: (string | null)[] = [];
    const client = createHttpClient({
      fetch: (async (_url: string, init: RequestInit) => {
        sent.push(new Headers(init.headers).get('idempotency-key'));
        return new Response(JSON.stringify({ code: codes.shift() ?? 0, msg: '', body: {} }));
      }) as typeof fetch,
      base: () => '',
      token: () => ({ name: 'h_token', value: 'tk' }),
      encPaths: new Set(['/api/create-enc']),
      idempotentPaths: new Set(['/api/create', '/api/create-enc']),
      encClient: { appId: 'dev_h5', salt: '0123456789abcdef' },
      loadEnvelope: async () => envelope,
      onSessionExpired: () => {},
      onFailure: () => {},
      record: () => {},
      now: () => 0,
    });
    const call = client.post as unknown as (
      path: string,
      payload: object,
      options?: RequestOptions,
    ) => Promise<unknown>;
    return { sent, call };
  }

  it('sends the same key on a retry after a failure and a new one after a success', async () => {
    const { sent, call } = setup([1, 0, 0]);
    await call('/api/create', { text: '重试' }).catch(() => undefined);
    await call('/api/create', { text: '重试' });
    await call('/api/create', { text: '重试' });
    expect(sent[0]).toMatch(/^"[\w-]+"$/);
    expect(sent[1]).toBe(sent[0]);
    expect(sent[2]).not.toBe(sent[0]);
  });

  it('sends one key for a double tap, sealed or not, and none to other paths', async () => {
    const { sent, call } = setup([]);
    await Promise.all([call('/api/create-enc', { n: 1 }), call('/api/create-enc', { n: 1 })]);
    await call('/api/other', { n: 1 });
    expect(sent[0]).not.toBeNull();
    expect(sent[1]).toBe(sent[0]);
    expect(sent[2]).toBeNull();
  });

  it('uses a key the caller gives', async () => {
    const { sent, call } = setup([]);
    await call('/api/create', { n: 2 }, { idempotencyKey: 'mine' });
    expect(sent[0]).toBe('"mine"');
  });
});
