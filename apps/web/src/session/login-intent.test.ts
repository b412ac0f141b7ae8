import { describe, expect, it } from 'vitest';
import { createIntentStore, INTENT_TTL_MS } from './login-intent';

const memory = () => {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
};

describe('an intent kept across login', () => {
  it('is taken once, by its own key only', () => {
    const s = memory();
    const store = createIntentStore(() => s);
    store.keep('like:content:42', { like: true });
    expect(store.take('like:content:7')).toBeNull();
    expect(store.peek('like:content:42')).toEqual({ like: true });
    expect(store.take('like:content:42')).toEqual({ data: { like: true } });
    expect(store.take('like:content:42')).toBeNull();
  });

  it('keeps only the last tap', () => {
    const s = memory();
    const store = createIntentStore(() => s);
    store.keep('like:content:42', { like: true });
    store.keep('comment:content:42', { text: '写了一半的评论' });
    expect(store.take('like:content:42')).toBeNull();
    expect(store.take('comment:content:42')).toEqual({ data: { text: '写了一半的评论' } });
  });

  it('expires when the login was abandoned', () => {
    const s = memory();
    let now = 1_000_000;
    const store = createIntentStore(
      () => s,
      () => now,
    );
    store.keep('follow:user:abc', null);
    now += INTENT_TTL_MS + 1;
    expect(store.take('follow:user:abc')).toBeNull();
  });

  it('tolerates a missing or broken storage', () => {
    const none = createIntentStore(() => null);
    none.keep('like:content:1', { like: true });
    expect(none.take('like:content:1')).toBeNull();
    const s = memory();
    s.setItem('LOGIN_INTENT', '{not json');
    expect(createIntentStore(() => s).take('like:content:1')).toBeNull();
  });
});
