import { ENDPOINTS } from '@app/contract';
import { allows, permissionsOf } from '../../platform/auth/console-policy.ts';
import { hashConsoleToken, newConsoleToken, type ConsoleOperator } from '../../platform/auth/operator-sessions.ts';
import { verifyPassword } from '../../platform/auth/password-hash.ts';
import type { AppContext } from '../../platform/context.ts';
import { refuse } from '../../platform/http/app-error.ts';
import { actorOf, appendAudit } from './audit-service.ts';
import {
  claimTotpStep,
  clearFailures,
  findOperatorByName,
  insertSession,
  LOCK_AFTER_FAILURES,
  LOCK_MINUTES,
  recordFailure,
  revokeSession,
} from './operator-repository.ts';
import { rolesOf } from './operator-view.ts';
import { totpStep } from './totp.ts';

// One message for every wrong factor (and an unknown name): a caller never learns which one was right.
export const SIGN_IN_REFUSED = '用户名、密码或动态码错误';
export const SIGN_IN_LOCKED = `登录失败次数过多，账号已锁定，请${LOCK_MINUTES}分钟后再试`;

/**
 * Name, password and a TOTP code, all three right, or a refusal that does not say which was wrong. Five failures in a
 * row lock the operator for 15 minutes; a code already used (or one older than the last used) counts as a failure.
 */
export async function signIn(app: AppContext, input: { name: string; password: string; totp: string }, ip: string) {
  const operator = await findOperatorByName(app.db, input.name);
  if (!operator || operator.disabled_at) {
    await verifyPassword(null, input.password); // the same time as a known name
    throw refuse(SIGN_IN_REFUSED);
  }
  if (operator.locked) throw refuse(SIGN_IN_LOCKED);
  const passwordOk = await verifyPassword(operator.password_hash, input.password);
  const step = operator.totp_secret ? totpStep(operator.totp_secret, input.totp) : null;
  const ok = passwordOk && step !== null && (await claimTotpStep(app.db, operator.id, step));
  if (!ok) {
    const locked = await recordFailure(app.db, operator.id);
    if (locked) {
      await appendAudit(app.db, actorOf(operator, ip), {
        action: 'auth.locked',
        targetType: 'operator',
        targetId: operator.id,
        reason: `连续${LOCK_AFTER_FAILURES}次登录失败`,
      });
      throw refuse(SIGN_IN_LOCKED);
    }
    throw refuse(SIGN_IN_REFUSED);
  }
  const token = newConsoleToken();
  await app.db.transaction().execute(async (trx) => {
    await clearFailures(trx, operator.id);
    await insertSession(trx, hashConsoleToken(token), operator.id, ip);
    await appendAudit(trx, actorOf(operator, ip), {
      action: 'auth.login',
      targetType: 'operator',
      targetId: operator.id,
    });
  });
  return { token, name: operator.name, roles: rolesOf(operator.roles) };
}

export async function signOut(app: AppContext, operator: ConsoleOperator, token: string, ip: string) {
  await app.db.transaction().execute(async (trx) => {
    await revokeSession(trx, hashConsoleToken(token));
    await appendAudit(trx, actorOf(operator, ip), {
      action: 'auth.logout',
      targetType: 'operator',
      targetId: operator.id,
    });
  });
  return {};
}

/**
 * Who is signed in, with the policy's reading for them: their permissions and every console path those open, so the
 * console shows a screen only when the server will answer its paths.
 */
export function me(operator: ConsoleOperator) {
  return {
    id: operator.id,
    name: operator.name,
    roles: rolesOf(operator.roles),
    permissions: permissionsOf(operator.roles),
    paths: ENDPOINTS.filter((e) => e.permission !== undefined && allows(operator.roles, e.permission)).map(
      (e) => e.path,
    ),
  };
}
