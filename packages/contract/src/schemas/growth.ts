import { z } from 'zod';
import { id } from './common.ts';

// Growth centre: points ledger, levels, tasks, daily sign-in (docs/product/api-paths.md and grow/info).
// The brand's own clients read querySign, userSign, expireRewardQuery and getUserTripCoins with strict field lists,
// so those answers are strict objects: exactly the fields named, no more.

/** Growth reads take nothing but the token (the brand's clients send {} or nothing at all). */
export const noPayload = z.object({});

export const levelRow = z.object({ level: z.number().int(), name: z.string(), minExp: z.number().int() });
export const ledgerRow = z.object({
  id: z.string(),
  kind: z.enum(['reward', 'reversal', 'spend', 'refund', 'adjust']),
  reason: z.string(),
  title: z.string(),
  coin: z.number().int(),
  exp: z.number().int(),
  createdAt: z.string(),
});
export const growInfoResponse = z.object({
  level: z.number().int(),
  levelName: z.string(),
  /** Growth value: what levels are measured in. */
  exp: z.number().int(),
  /** 无忧币 balance: the sum of the ledger. */
  points: z.number().int(),
  nextLevel: levelRow.nullable(),
  expToNext: z.number().int(),
  /** Percent of the way from this level to the next (100 at the top level). */
  progress: z.number().int().min(0).max(100),
  levels: z.array(levelRow),
  /** The newest ledger entries. */
  recent: z.array(ledgerRow),
});

export const taskRow = z.object({
  id: z.string(),
  kind: z.enum(['daily', 'special', 'weal']),
  event: z.enum(['publish_dynamic', 'comment', 'like', 'follow', 'enrol_activity', 'sign_in']),
  title: z.string(),
  description: z.string(),
  target: z.number().int(),
  /** Counted from the events themselves (capped at target). */
  progress: z.number().int(),
  finished: z.boolean(),
  received: z.boolean(),
  rewardCoin: z.number().int(),
  rewardExp: z.number().int(),
  iconUrl: z.string(),
  link: z.string(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
});
export type TaskRow = z.infer<typeof taskRow>;
export const taskListResponse = z.object({ rows: z.array(taskRow) });
export const receiveRewardRequest = z.object({ taskId: id });
export const receiveRewardResponse = z.object({
  taskId: z.string(),
  rewardCoin: z.number().int(),
  rewardExp: z.number().int(),
  tripCoins: z.number().int(),
});

const digits = z.string().regex(/^\d+$/);
export const signMysteryAward = z.strictObject({
  id: z.number().int(),
  signConfigId: z.number().int(),
  rewardName: z.string(),
  rewardId: z.string(),
  rewardProbability: z.number().min(0).max(100),
  rewardType: z.string(),
  rewardQuantity: z.number().int(),
});
export const signDay = z.strictObject({
  id: z.number().int(),
  signGroupId: z.number().int(),
  signDescribe: z.string(),
  eventCode: z.string(),
  /** The day's place in the cycle (1 = first day). */
  completeNumber: z.number().int(),
  grantType: z.number().int(),
  reward: z.string(),
  /** 1 a past day done, 2 can sign now, 3 signed today, 0 any other day. */
  isSign: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  rewardExp: digits,
  rewardCoin: digits,
  iconUrl: z.string(),
  isRemindMark: z.number().int(),
  signMysteryAwardVos: z.array(signMysteryAward),
});
export type SignDay = z.infer<typeof signDay>;
export const querySignResponse = z.array(signDay);
export const userSignRequest = z.object({ signConfigId: id });
export const userSignResponse = z.strictObject({
  rpcMsg: z.literal('SUCCESS'),
  rewardQuantity: z.number().int(),
  rewardName: z.string(),
  bizMsg: z.string(),
});
export const expireRewardResponse = z.strictObject({
  tripcoins: z.number().int(),
  expiring: z.array(z.strictObject({ amount: z.number().int(), expiresAt: z.string() })),
});
export const tripCoinsResponse = z.strictObject({ tripCoins: z.number().int() });
