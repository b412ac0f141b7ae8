import { isApiError, type ApiError } from '../../api/api-error';

// docs/product/growth.md: a failed growth call is rpcCode -1 (the sign-in, whose answer speaks rpcMsg) or code -1
// (a task's reward). The screen reads these outcomes instead of catching: a refusal such as '今日已签到' or
// '奖励已领取' is an answer to show, not an exception.

export type SignOutcome<T> = ({ rpcCode: 0 } & T) | { rpcCode: -1; msg: string };
export type RewardOutcome<T> = ({ code: 0 } & T) | { code: -1; msg: string };

type Message = (error: ApiError) => string;

export async function signOutcome<T extends object>(call: Promise<T>, message: Message): Promise<SignOutcome<T>> {
  try {
    return { rpcCode: 0, ...(await call) };
  } catch (e) {
    if (!isApiError(e)) throw e;
    return { rpcCode: -1, msg: message(e) };
  }
}

export async function rewardOutcome<T extends object>(call: Promise<T>, message: Message): Promise<RewardOutcome<T>> {
  try {
    return { code: 0, ...(await call) };
  } catch (e) {
    if (!isApiError(e)) throw e;
    return { code: -1, msg: message(e) };
  }
}
