import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { rewardOutcome, signOutcome } from './growth-result';

const msg = (e: ApiError) => e.msg;

describe('growth outcomes (docs/product/growth.md)', () => {
  it('a sign-in answers rpcCode 0 with its body, or rpcCode -1 with the refusal', async () => {
    expect(await signOutcome(Promise.resolve({ rpcMsg: 'SUCCESS', bizMsg: 'ok' }), msg)).toEqual({
      rpcCode: 0,
      rpcMsg: 'SUCCESS',
      bizMsg: 'ok',
    });
    expect(await signOutcome(Promise.reject(new ApiError(1, '今日已签到')), msg)).toEqual({
      rpcCode: -1,
      msg: '今日已签到',
    });
  });

  it('a reward answers code 0 with its body, or code -1 with the refusal', async () => {
    expect(await rewardOutcome(Promise.resolve({ tripCoins: 12 }), msg)).toEqual({ code: 0, tripCoins: 12 });
    expect(await rewardOutcome(Promise.reject(new ApiError(1, '奖励已领取')), msg)).toEqual({
      code: -1,
      msg: '奖励已领取',
    });
  });

  it('lets a programming error through', async () => {
    await expect(signOutcome(Promise.reject(new TypeError('boom')), msg)).rejects.toThrow('boom');
  });
});
