import { describe, expect, it } from 'vitest';
import { channelOf } from './channel';
import { channelKey, type ChannelAddress, type ChannelState } from './channel-store';

const at = (s: string): ChannelState => {
  const p = new URLSearchParams(s);
  return { address: { source: p.get('source') ?? '', storeid: p.get('storeid') ?? '' }, served: null };
};
const NONE: ChannelState = { address: null, served: null };

describe('channelOf', () => {
  it('shows release and follow for 91923, the inlet for 91816, neither without a store id', () => {
    expect(channelOf(at('storeid=91923')).visible).toMatchObject({
      release: true,
      follow: true,
      inlet: false,
      collect: false,
    });
    expect(channelOf(at('storeid=91816')).visible).toMatchObject({ release: false, inlet: true, collect: true });
    expect(channelOf(NONE).visible).toMatchObject({ release: false, inlet: false, collect: true });
  });
  it('falls back to the store id of the source row, and flags bank channels', () => {
    expect(channelOf(at('source=18')).storeId).toBe('91923');
    expect(channelOf(at('source=5')).visible.inlet).toBe(true);
    expect(channelOf(at('storeid=92349')).flags.bank).toBe(true);
    expect(channelOf(at('storeid=91816&source=18')).storeId).toBe('91816');
  });
  it("uses the server's answer for the session's channel, not one for another", () => {
    const address: ChannelAddress = { source: '18', storeid: '' };
    const visible = { follow: true, release: true, circle: true, card: false, collect: true, inlet: false };
    const config = { source: '18', key: 'jiangsu', name: '江苏移动', storeId: '91923', channelId: '', visible };
    expect(channelOf({ address, served: { key: channelKey(address), config } }).visible).toEqual(visible);
    expect(channelOf({ address, served: { key: channelKey(null), config } }).visible.collect).toBe(false);
  });
});
