import { describe, expect, it } from 'vitest';
import { signState } from './sign-state';

const days = (...states: (0 | 1 | 2 | 3)[]) => states.map((isSign, i) => ({ id: i + 1, isSign }));

describe('the sign-in calendar', () => {
  it('offers today after the days signed in a row', () => {
    expect(signState(days(1, 1, 2, 0, 0))).toMatchObject({ today: { id: 3 }, signedToday: false, streak: 2 });
  });

  it('counts today once signed', () => {
    expect(signState(days(1, 1, 3, 0, 0))).toMatchObject({ today: { id: 3 }, signedToday: true, streak: 3 });
  });

  it('starts a fresh cycle at day one', () => {
    expect(signState(days(2, 0, 0))).toMatchObject({ today: { id: 1 }, streak: 0 });
    expect(signState([])).toEqual({ today: null, signedToday: false, streak: 0 });
  });
});
