import { describe, expect, it } from 'vitest';
import { EMPTY_KEPT, keepParams } from '../lib/address-params';
import { channelOf } from './channel';

const kept = (s: string) => keepParams(EMPTY_KEPT, new URLSearchParams(s));

describe('channelOf', () => {
  it('shows release and follow for 91923, the inlet for 91816, neither without a store id', () => {
    expect(channelOf(kept('storeid=91923')).visible).toMatchObject({
      release: true,
      follow: true,
      inlet: false,
      collect: false,
    });
    expect(channelOf(kept('storeid=91816')).visible).toMatchObject({ release: false, inlet: true, collect: true });
    expect(channelOf(EMPTY_KEPT).visible).toMatchObject({ release: false, inlet: false, collect: true });
  });
  it('falls back to the store id of the source row, and flags bank channels', () => {
    expect(channelOf(kept('source=18')).storeId).toBe('91923');
    expect(channelOf(kept('source=5')).visible.inlet).toBe(true);
    expect(channelOf(kept('storeid=92349')).flags.bank).toBe(true);
    expect(channelOf(kept('storeid=91816&source=18')).storeId).toBe('91816');
  });
});
