import { EnvelopeError, open, seal } from '@app/contract/envelope';
import { describe, expect, it } from 'vitest';
import vectors from '../../../../../packages/contract/src/envelope/vectors.json' with { type: 'json' };
import { NODE_CRYPTO } from './node-crypto.ts';

// The envelope on Node's primitives must be the contract's on its own, byte for byte, and refuse what it refuses.
const sealNative = (payload: unknown, client: { appId: string; salt: string }, ts?: string) =>
  seal(payload, client, ts, NODE_CRYPTO);
const openNative = (envelope: unknown, salts: (appId: string) => string | undefined) =>
  open(envelope, salts, NODE_CRYPTO);

const saltFor = (salts: Record<string, string>) => (appId: string) => salts[appId];

describe('the envelope on Node’s crypto', () => {
  it('seals and opens every vector made with openssl as the contract does', () => {
    expect(vectors.length).toBeGreaterThan(3);
    for (const v of vectors) {
      const payload = JSON.parse(v.json) as unknown;
      expect(sealNative(payload, { appId: v.appId, salt: v.salt }, v.ts)).toEqual({ sec: v.sec, body: v.body });
      expect(openNative({ sec: v.sec, body: v.body }, saltFor({ [v.appId]: v.salt }))).toEqual(
        open({ sec: v.sec, body: v.body }, saltFor({ [v.appId]: v.salt })),
      );
    }
  });

  it('answers what the contract answers for payloads of every size, emoji and all', () => {
    const client = { appId: 'bars_h5', salt: 'fedcba9876543210' };
    for (const n of [0, 1, 15, 16, 17, 100, 5000]) {
      const payload = { text: '评论😀'.repeat(n), n, rows: Array.from({ length: n % 7 }, (_, i) => ({ i })) };
      const ts = `17638000${String(n).padStart(8, '0')}`;
      const sealed = sealNative(payload, client, ts);
      expect(sealed).toEqual(seal(payload, client, ts));
      expect(openNative(sealed, saltFor({ [client.appId]: client.salt })).payload).toEqual(payload);
    }
  });

  it('refuses what the contract refuses, with its error', () => {
    const v = vectors[0]!;
    const salts = saltFor({ [v.appId]: v.salt });
    const wrongSalt = sealNative({ a: 1 }, { appId: v.appId, salt: 'another-salt' }, v.ts);
    const cases: unknown[] = [
      null,
      [],
      { sec: v.sec },
      { sec: 'not base64!', body: v.body },
      { sec: v.sec, body: `${v.body} ` },
      { sec: v.sec, body: 'QUJD' },
      { sec: v.sec, body: '' },
      wrongSalt,
      { sec: sealNative({}, { appId: 'unknown_app', salt: 's' }).sec, body: v.body },
    ];
    for (const envelope of cases) {
      expect(() => openNative(envelope, salts)).toThrow(EnvelopeError);
      expect(() => open(envelope, salts)).toThrow(EnvelopeError);
    }
    expect(() => sealNative(undefined, { appId: v.appId, salt: v.salt })).toThrow(EnvelopeError);
  });
});
