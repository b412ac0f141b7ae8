import { randomBytes } from 'node:crypto';
import type { ConsoleOperator } from '../../platform/auth/operator-sessions.ts';
import { hashPassword } from '../../platform/auth/password-hash.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, refuse } from '../../platform/http/app-error.ts';
import { appendAudit, type AuditActor } from './audit-service.ts';
import {
  disableOperator,
  insertOperator,
  listOperators,
  lockOperator,
  revokeOperatorSessions,
  setRoles,
  setTotpSecret,
} from './operator-repository.ts';
import { operatorView, rolesOf } from './operator-view.ts';
import { newTotpSecret, otpauthUri } from './totp.ts';

/** A first password: 144 random bits, shown once; the operator keeps it in a password manager. */
const newPassword = () => randomBytes(18).toString('base64url');

/** Who made the first operator: the server machine's command line, not an operator. */
export const COMMAND_LINE_ACTOR: AuditActor = { operatorId: null, operatorName: '命令行', ip: 'localhost' };

/** A new operator with a generated password and TOTP secret, both answered once and stored only hashed / at rest. */
export async function createOperator(
  app: Pick<AppContext, 'db'>,
  actor: AuditActor,
  input: { name: string; roles: string[]; reason: string },
) {
  const password = newPassword();
  const totpSecret = newTotpSecret();
  const passwordHash = await hashPassword(password);
  const created = await app.db.transaction().execute(async (trx) => {
    const row = await insertOperator(trx, { name: input.name, passwordHash, totpSecret, roles: input.roles });
    if (!row) return undefined;
    await appendAudit(trx, actor, {
      action: 'operator.create',
      targetType: 'operator',
      targetId: row.id,
      after: { name: row.name, roles: row.roles },
      reason: input.reason,
    });
    return row;
  });
  if (!created) throw refuse('该用户名已被使用');
  return {
    id: created.id,
    name: created.name,
    roles: rolesOf(created.roles),
    password,
    totpSecret,
    otpauthUri: otpauthUri(totpSecret, created.name),
  };
}

export async function operatorList(app: AppContext) {
  return { rows: (await listOperators(app.db)).map(operatorView) };
}

/** Loads and locks the operator an admin changes; nobody changes their own roles or state here. */
async function changeOperator<T>(
  app: Pick<AppContext, 'db'>,
  me: ConsoleOperator,
  id: number,
  change: (trx: AppContext['db'], before: NonNullable<Awaited<ReturnType<typeof lockOperator>>>) => Promise<T>,
): Promise<T> {
  if (id === me.id) throw refuse('不能修改自己的账号');
  return app.db.transaction().execute(async (trx) => {
    const before = await lockOperator(trx, id);
    if (!before) throw new AppError('notFound');
    return change(trx, before);
  });
}

export async function setOperatorRoles(
  app: AppContext,
  me: ConsoleOperator,
  actor: AuditActor,
  input: { id: number; roles: string[]; reason: string },
) {
  return changeOperator(app, me, input.id, async (trx, before) => {
    const after = (await setRoles(trx, input.id, input.roles))!;
    await appendAudit(trx, actor, {
      action: 'operator.setRoles',
      targetType: 'operator',
      targetId: input.id,
      before: { roles: before.roles },
      after: { roles: after.roles },
      reason: input.reason,
    });
    return operatorView(after);
  });
}

/** Disables an operator: their sessions end now and they cannot sign in again. */
export async function disable(
  app: AppContext,
  me: ConsoleOperator,
  actor: AuditActor,
  input: { id: number; reason: string },
) {
  return changeOperator(app, me, input.id, async (trx, before) => {
    const after = (await disableOperator(trx, input.id))!;
    await revokeOperatorSessions(trx, input.id);
    await appendAudit(trx, actor, {
      action: 'operator.disable',
      targetType: 'operator',
      targetId: input.id,
      before: { disabled: before.disabled_at !== null },
      after: { disabled: true },
      reason: input.reason,
    });
    return operatorView(after);
  });
}

/** A new TOTP secret (a lost phone): answered once; the operator's sessions end. The secret is never audited. */
export async function resetTwoFactor(
  app: Pick<AppContext, 'db'>,
  me: ConsoleOperator,
  actor: AuditActor,
  input: { id: number; reason: string },
) {
  const totpSecret = newTotpSecret();
  return changeOperator(app, me, input.id, async (trx, before) => {
    await setTotpSecret(trx, input.id, totpSecret);
    await revokeOperatorSessions(trx, input.id);
    await appendAudit(trx, actor, {
      action: 'operator.resetTwoFactor',
      targetType: 'operator',
      targetId: input.id,
      before: { twoFactor: Boolean(before.totp_secret) },
      after: { twoFactor: true },
      reason: input.reason,
    });
    return { totpSecret, otpauthUri: otpauthUri(totpSecret, before.name) };
  });
}
