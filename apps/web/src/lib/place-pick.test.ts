import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerPlacePick, awaitPlacePick, clearPlacePick, isPlacePickAwaited, peekPlacePick } from './place-pick';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('the place pick hand-off', () => {
  let storage: ReturnType<typeof memoryStorage>;
  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal('window', { sessionStorage: storage });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('carries a picked place back to the opener that waits for it, once', () => {
    expect(peekPlacePick()).toEqual({ returned: false, result: null });
    awaitPlacePick();
    expect(isPlacePickAwaited()).toBe(true);
    expect(peekPlacePick()).toEqual({ returned: true, result: null });
    answerPlacePick({ name: '外滩', poiId: '12', destinationId: '3' });
    const back = { returned: true, result: { place: { name: '外滩', poiId: '12', destinationId: '3' } } };
    // Read twice while the opener mounts, the same answer.
    expect(peekPlacePick()).toEqual(back);
    expect(peekPlacePick()).toEqual(back);
    clearPlacePick();
    expect(peekPlacePick()).toEqual({ returned: false, result: null });
  });

  it('answers "no place", ignores an answer nobody waits for, and checks what it reads', () => {
    answerPlacePick({ name: '外滩', poiId: null, destinationId: null });
    expect(isPlacePickAwaited()).toBe(false);
    awaitPlacePick();
    answerPlacePick(null);
    expect(peekPlacePick()).toEqual({ returned: true, result: { place: null } });
    storage.setItem('places:place-pick', JSON.stringify({ waiting: false, place: { name: ' 西湖 ', poiId: 'x' } }));
    expect(peekPlacePick()).toEqual({
      returned: true,
      result: { place: { name: '西湖', poiId: null, destinationId: null } },
    });
    storage.setItem('places:place-pick', '{not json');
    expect(peekPlacePick()).toEqual({ returned: true, result: null });
  });
});
