import { describe, expect, it } from 'vitest';
import { planLogin, type PlanInput } from './login-plan';

const plan = (input: Partial<PlanInput>) =>
  planLogin({
    source: '',
    storeId: '',
    entryTokens: {},
    nativeBridge: false,
    rnBridge: false,
    storedToken: null,
    ...input,
  });

describe('the login bootstrap’s plan (docs/product/identity.md)', () => {
  it('exchanges a carrier’s SSO token through ssoLogin with the source', () => {
    expect(plan({ source: '1', entryTokens: { h5token: 'sso' } })).toEqual({
      kind: 'sso',
      source: '1',
      token: 'sso',
      membership: false,
    });
    expect(plan({ source: '4c', entryTokens: { htoken: 'x' } })).toMatchObject({ kind: 'sso', token: 'x' });
    // The group channel's uid goes the same way; the server checks it with the carrier SDK.
    expect(plan({ source: '5', entryTokens: { h5token: 'uid' } })).toMatchObject({ kind: 'sso', source: '5' });
  });

  it('checks membership after the Guangdong channels’ login', () => {
    for (const source of ['3', '3f', '11', '14', '15']) {
      expect(plan({ source, entryTokens: { h5token: 'YZtok' } })).toMatchObject({ kind: 'sso', membership: true });
    }
    // The variant (11) strips the YZ prefix, the others keep it.
    expect(plan({ source: '11', entryTokens: { h5token: 'YZtok' } })).toMatchObject({ token: 'tok' });
    expect(plan({ source: '3', entryTokens: { h5token: 'YZtok' } })).toMatchObject({ token: 'YZtok' });
  });

  it('reads the token parameter each channel uses: t (Beijing), tt (Liaoning), h_token first (Zhejiang)', () => {
    expect(plan({ source: '16', entryTokens: { t: 'bj' } })).toEqual({
      kind: 'jtp',
      token: 'bj',
      channelId: '9120210001',
    });
    expect(plan({ source: '9', entryTokens: { tt: 'ln', h5token: 'no' } })).toMatchObject({ kind: 'sso', token: 'ln' });
    expect(plan({ source: '2', entryTokens: { h5token: 'a', h_token: 'b' } })).toMatchObject({ token: 'b' });
  });

  it('exchanges Beijing’s and Jiangsu’s auth tokens with their channelId', () => {
    expect(plan({ source: '18', entryTokens: { h5token: 'js' } })).toEqual({
      kind: 'jtp',
      token: 'js',
      channelId: '9120110001',
    });
  });

  it('ends with an empty result when the channel’s own token parameter is missing', () => {
    expect(plan({ source: '16', entryTokens: { h5token: 'not-t' } })).toEqual({
      kind: 'none',
      reason: 'missing-token',
    });
    expect(plan({ source: '9', entryTokens: { t: 'not-tt' } })).toEqual({ kind: 'none', reason: 'missing-token' });
  });

  it('uses the mini-program’s token, and an htoken without a channel, directly', () => {
    expect(plan({ source: 'h5token', entryTokens: { h5token: 'ours' } })).toEqual({ kind: 'direct', token: 'ours' });
    expect(plan({ entryTokens: { htoken: 'ours' } })).toEqual({ kind: 'direct', token: 'ours' });
  });

  it('takes the wyx app’s user from its bridge', () => {
    expect(plan({ source: 'wyx', nativeBridge: true, storedToken: 'old' })).toEqual({ kind: 'native' });
    // Opened outside the app: nothing to ask, so the stored token is checked as anywhere else.
    expect(plan({ source: 'wyx', storedToken: 'old' })).toEqual({ kind: 'stored', token: 'old' });
  });

  it('runs the auto-login SDK with only a storeid, for a visitor not yet logged in', () => {
    expect(plan({ storeId: '91816' })).toEqual({ kind: 'autologin', storeId: '91816' });
    expect(plan({ storeId: '91816', storedToken: 'tk' })).toEqual({ kind: 'stored', token: 'tk' });
    expect(plan({ storeId: '91816', source: '18' })).toEqual({ kind: 'none', reason: 'nothing' });
  });

  it('otherwise asks the native app, the RN bridge or the stored token, in that order', () => {
    expect(plan({ nativeBridge: true, rnBridge: true, storedToken: 'tk' })).toEqual({ kind: 'native' });
    expect(plan({ rnBridge: true, storedToken: 'tk' })).toEqual({ kind: 'rn' });
    expect(plan({ storedToken: 'tk' })).toEqual({ kind: 'stored', token: 'tk' });
    expect(plan({})).toEqual({ kind: 'none', reason: 'nothing' });
  });

  it('prefers a token from the address to a stored one', () => {
    expect(plan({ source: '1', entryTokens: { h5token: 'new' }, storedToken: 'old' })).toMatchObject({ kind: 'sso' });
  });
});
