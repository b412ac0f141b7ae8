import type { SignDay } from '@app/contract';
import type { SessionUser } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import { refuse } from '../../platform/http/app-error.ts';
import { postTxn } from './ledger-repository.ts';
import { drawAward } from './mystery-draw.ts';
import { previousDay, shanghaiDay } from './shanghai-day.ts';
import { findLastSignIn, findSignCycle, insertSignIn, type SignConfig } from './sign-repository.ts';

export const SIGN_MESSAGES = {
  already: '今日已签到',
  notToday: '只能签到今天，请刷新后再试',
  noCycle: '签到活动暂未开放',
} as const;

interface Position {
  /** The cycle day (1-based) that today is or would be. */
  day: number;
  signedToday: boolean;
  /** The streak today's sign-in has or would have. */
  streak: number;
}

/**
 * Where the user stands in the cycle: signed today (day of today's streak), or able to sign (continuing yesterday's
 * streak, a fresh cycle after a completed one, or day 1 after a gap).
 */
async function position(app: AppContext, userId: number, cycleLength: number): Promise<Position> {
  const today = shanghaiDay();
  const yesterday = previousDay(today);
  const last = await findLastSignIn(app.db, userId, yesterday.date);
  const dayOf = (streak: number) => ((streak - 1) % cycleLength) + 1;
  if (last?.date === today.date) return { day: dayOf(last.streak), signedToday: true, streak: last.streak };
  const streak = last?.date === yesterday.date ? last.streak + 1 : 1;
  return { day: dayOf(streak), signedToday: false, streak };
}

const isSignOf = (dayNo: number, at: Position): SignDay['isSign'] => {
  if (dayNo < at.day) return 1;
  if (dayNo === at.day) return at.signedToday ? 3 : 2;
  return 0;
};

const rewardText = (c: SignConfig) =>
  [c.reward_coin ? `${c.reward_coin}无忧币` : '', c.reward_exp ? `${c.reward_exp}成长值` : '']
    .filter(Boolean)
    .join('+');

/** The calendar in the brand's fixed shape: exactly the 13 fields per day, no more. */
export async function querySign(app: AppContext, user: SessionUser): Promise<SignDay[]> {
  const cycle = await findSignCycle(app.db);
  if (cycle.length === 0) return [];
  const at = await position(app, user.id, cycle.length);
  return cycle.map((c) => ({
    id: c.id,
    signGroupId: c.group_id,
    signDescribe: c.describe,
    eventCode: c.event_code,
    completeNumber: c.day_no,
    grantType: c.grant_type,
    reward: rewardText(c),
    isSign: isSignOf(c.day_no, at),
    rewardExp: String(c.reward_exp),
    rewardCoin: String(c.reward_coin),
    iconUrl: c.icon_url,
    isRemindMark: c.is_remind ? 1 : 0,
    signMysteryAwardVos: c.awards.map((a) => ({
      id: a.id,
      signConfigId: c.id,
      rewardName: a.rewardName,
      rewardId: a.rewardId,
      rewardProbability: a.probability,
      rewardType: a.rewardType,
      rewardQuantity: a.rewardQuantity,
    })),
  }));
}

/**
 * Signs in for today, once per Asia/Shanghai day: the day's coins and growth value plus a mystery award drawn with
 * its probability, posted to the ledger in the same transaction as the sign-in row.
 */
export async function userSign(app: AppContext, user: SessionUser, signConfigId: number) {
  const cycle = await findSignCycle(app.db);
  if (cycle.length === 0) throw refuse(SIGN_MESSAGES.noCycle);
  const at = await position(app, user.id, cycle.length);
  if (at.signedToday) throw refuse(SIGN_MESSAGES.already);
  const config = cycle.find((c) => c.day_no === at.day);
  if (!config || config.id !== signConfigId) throw refuse(SIGN_MESSAGES.notToday);
  const award = drawAward(config.awards);
  const today = shanghaiDay().date;
  await app.db.transaction().execute(async (trx) => {
    const first = await insertSignIn(trx, {
      userId: user.id,
      date: today,
      configId: config.id,
      streak: at.streak,
      awardId: award?.id ?? null,
    });
    if (!first) throw refuse(SIGN_MESSAGES.already);
    await postTxn(trx, {
      userId: user.id,
      kind: 'reward',
      reason: award
        ? `每日签到（第${config.day_no}天）+ 神秘奖励：${award.rewardName}`
        : `每日签到（第${config.day_no}天）`,
      eventKey: `sign:${today}`,
      coin: config.reward_coin + (award?.rewardType === 'coin' ? award.rewardQuantity : 0),
      exp: config.reward_exp + (award?.rewardType === 'exp' ? award.rewardQuantity : 0),
    });
  });
  const bizMsg = `签到成功，已连续签到${at.streak}天${award ? `，获得神秘奖励：${award.rewardName}` : ''}`;
  return award
    ? { rpcMsg: 'SUCCESS' as const, rewardQuantity: award.rewardQuantity, rewardName: award.rewardName, bizMsg }
    : { rpcMsg: 'SUCCESS' as const, rewardQuantity: config.reward_coin, rewardName: '无忧币', bizMsg };
}
