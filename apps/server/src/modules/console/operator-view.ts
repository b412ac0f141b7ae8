import { CONSOLE_ROLES, type ConsoleRole } from '@app/contract';
import type { OperatorRow } from './operator-repository.ts';

/** The known roles among those stored (the table's check keeps out any other). */
export const rolesOf = (roles: readonly string[]): ConsoleRole[] => CONSOLE_ROLES.filter((r) => roles.includes(r));

/** An operator as the console lists it: never the password hash or the TOTP secret. */
export function operatorView(o: OperatorRow) {
  return {
    id: o.id,
    name: o.name,
    roles: rolesOf(o.roles),
    twoFactor: Boolean(o.totp_secret),
    disabled: o.disabled_at !== null,
    lockedUntil:
      o.locked_until && new Date(o.locked_until) > new Date() ? new Date(o.locked_until).toISOString() : null,
    createdAt: new Date(o.created_at).toISOString(),
  };
}
