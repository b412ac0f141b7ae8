import { DEFAULT_CHANNELS } from '@app/rules';
import { describe, expect, it } from 'vitest';
import { channelHref, partyOf, storeHref, wyxHref } from './dev-links';
import { gdvipHref } from './gdvip-href';
import { parseRnUserInfo } from './rn-bridge';
import { simulatorsAsked } from './sim-state';

describe('/dev’s links', () => {
  it('put each channel’s token in the parameter it reads', () => {
    expect(channelHref('16', 't', 'abc')).toBe('/speakTopic?source=16&t=abc');
    expect(channelHref('11', 'h5token', 'YZabc')).toBe('/speakTopic?source=11&h5token=YZabc');
    expect(channelHref('', null, 'x')).toBe('/speakTopic');
    expect(wyxHref()).toBe('/speakTopic?source=wyx&bridge=sim');
    expect(storeHref('91816')).toBe('/speakTopic?storeid=91816&autologin=sim');
  });

  it('name how every row of the channel table logs in', () => {
    const parties = Object.fromEntries(DEFAULT_CHANNELS.map((c) => [c.source, partyOf(c)]));
    expect(parties).toMatchObject({ '1': 'sso', '3': 'sso', '5': 'uid', '16': 'jtp', '18': 'jtp', '19': 'jtp' });
    expect(parties).toMatchObject({ wyx: 'app', h5token: 'mini', '': 'none' });
  });
});

describe('the simulators and bridges', () => {
  it('switch simulators on from the address and keep them on', () => {
    const off = { bridge: false, autologin: false, user: null };
    expect(simulatorsAsked(off, '?bridge=sim')).toMatchObject({ bridge: true, autologin: false });
    expect(simulatorsAsked({ ...off, bridge: true }, '?autologin=sim')).toMatchObject({
      bridge: true,
      autologin: true,
    });
    expect(simulatorsAsked(off, '?bridge=other')).toMatchObject({ bridge: false });
  });

  it('read the RN shell’s user info message and ignore others', () => {
    expect(parseRnUserInfo('{"type":"userInfo","data":{"token":"t","userId":"7"}}')).toEqual({
      token: 't',
      userId: '7',
    });
    expect(parseRnUserInfo({ type: 'userInfo', data: null })).toBeNull();
    expect(parseRnUserInfo('{"type":"other"}')).toBeUndefined();
    expect(parseRnUserInfo('not json')).toBeUndefined();
  });

  it('send non-members to /gdvip with the way back', () => {
    expect(gdvipHref('/speakTopic?source=3')).toBe('/gdvip?redirect=%2FspeakTopic%3Fsource%3D3');
    expect(gdvipHref('/x', 'check-failed')).toBe('/gdvip?redirect=%2Fx&reason=check-failed');
  });
});
