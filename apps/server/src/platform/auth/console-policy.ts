import { CONSOLE_PERMISSIONS, type ConsolePermission, type ConsoleRole } from '@app/contract';

/**
 * Who may do what in the operations console: each permission and the roles that hold it (docs/product/console.md,
 * "Roles"). admin holds every permission; this table is the only place a role is granted anything, and `/auth/me`
 * sends its reading to the console so the screens show what the server will allow.
 */
export const CONSOLE_POLICY: Readonly<Record<ConsolePermission, readonly ConsoleRole[]>> = {
  self: ['admin', 'operator', 'moderator', 'cs'],
  operators: ['admin'],
  audit: ['admin'],
  dashboard: ['admin', 'operator'],
  catalog: ['admin', 'operator'],
  growth: ['admin', 'operator'],
  activities: ['admin', 'operator'],
  places: ['admin', 'operator'],
  topics: ['admin', 'operator'],
  adverts: ['admin', 'operator'],
  channels: ['admin', 'operator'],
  moderation: ['admin', 'moderator'],
  content: ['admin', 'moderator'],
  sanctions: ['admin', 'moderator'],
  sensitiveWords: ['admin', 'moderator'],
  people: ['admin', 'cs'],
  orders: ['admin', 'cs'],
  revealPhone: ['admin', 'cs'],
};

/** True when any of the roles holds the permission. */
export function allows(roles: readonly string[], permission: ConsolePermission): boolean {
  return CONSOLE_POLICY[permission].some((role) => roles.includes(role));
}

/** Every permission the roles hold together, in the contract's order. */
export function permissionsOf(roles: readonly string[]): ConsolePermission[] {
  return CONSOLE_PERMISSIONS.filter((p) => allows(roles, p));
}
