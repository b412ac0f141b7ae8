import { findPeople, revealPhone } from '../identity/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { appendAudit, type AuditActor } from './audit-service.ts';

export const searchPeople = findPeople;

/**
 * A user's whole phone for customer service, with a reason. The audit line (who, whose, why, from where) is written
 * before the number is answered; the number itself never enters the log.
 */
export async function revealUserPhone(app: AppContext, actor: AuditActor, input: { userId: string; reason: string }) {
  const phone = await revealPhone(app, input.userId);
  await appendAudit(app.db, actor, {
    action: 'people.revealPhone',
    targetType: 'user',
    targetId: input.userId,
    reason: input.reason,
  });
  return { countryCode: phone.countryCode, mobile: phone.mobile };
}
