import { z } from 'zod';
import { cursor, freeText, id, identifier, keysetPage, line, pageSize } from './common.ts';

/** The console's roles: admin (everything), operator (catalog and growth), moderator (trust), cs (customer service). */
export const CONSOLE_ROLES = ['admin', 'operator', 'moderator', 'cs'] as const;
export type ConsoleRole = (typeof CONSOLE_ROLES)[number];

/**
 * What a console path needs. `self` is every signed-in operator's (their own session); the others are granted to
 * roles by the server's one policy table.
 */
export const CONSOLE_PERMISSIONS = [
  'self',
  'operators',
  'audit',
  'dashboard',
  'catalog',
  'growth',
  'activities',
  'places',
  'topics',
  'adverts',
  'channels',
  'moderation',
  'content',
  'sanctions',
  'sensitiveWords',
  'people',
  'orders',
  'revealPhone',
] as const;
export type ConsolePermission = (typeof CONSOLE_PERMISSIONS)[number];

/** The request of a console path that takes nothing (and its empty answer). */
export const consoleEmpty = z.object({});

const role = z.enum(CONSOLE_ROLES);
const roles = z.array(role).min(1).max(CONSOLE_ROLES.length);
/** An operator's sign-in name: letters, digits, dot, dash and underscore. */
export const operatorName = z
  .string()
  .regex(/^[A-Za-z0-9._-]{2,32}$/, '2 to 32 letters, digits, dot, dash or underscore');
/** Why an operator does what they do: every write and every reveal carries one, kept in the audit trail. */
const reason = freeText().trim().min(2).max(200);

export const consoleLoginRequest = z.object({
  name: line().min(1).max(64),
  password: z.string().min(1).max(200),
  totp: z.string().regex(/^\d{6}$/, '6 digits'),
});
export const consoleLoginResponse = z.object({ token: z.string(), name: z.string(), roles: z.array(role) });

export const consoleMeResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  roles: z.array(role),
  permissions: z.array(z.enum(CONSOLE_PERMISSIONS)),
  /** Every console path the operator's roles open (the server's policy read for them). */
  paths: z.array(z.string()),
});

export const operatorRow = z.object({
  id: z.number().int(),
  name: z.string(),
  roles: z.array(role),
  twoFactor: z.boolean(),
  disabled: z.boolean(),
  lockedUntil: z.string().nullable(),
  createdAt: z.string(),
});
export const operatorListResponse = z.object({ rows: z.array(operatorRow) });

/** A new TOTP secret, answered once: base32 and its otpauth:// address for an authenticator app. */
const twoFactorSecret = { totpSecret: z.string(), otpauthUri: z.string() };

export const operatorCreateRequest = z.object({ name: operatorName, roles, reason });
export const operatorCreateResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  roles: z.array(role),
  password: z.string(),
  ...twoFactorSecret,
});
export const operatorSetRolesRequest = z.object({ id, roles, reason });
export const operatorDisableRequest = z.object({ id, reason });
export const operatorResetTwoFactorRequest = z.object({ id, reason });
export const operatorResetTwoFactorResponse = z.object(twoFactorSecret);
export const operatorRowResponse = operatorRow;

const auditFilters = {
  operatorId: id.optional(),
  action: identifier(64).optional(),
  targetType: identifier(32).optional(),
  /** ISO date-times: from inclusive, to exclusive. */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
};
export const auditListRequest = z.object({ ...auditFilters, cursor, pageSize });
export const auditExportRequest = z.object(auditFilters);
export const auditRow = z.object({
  id: z.number().int(),
  operator: z.string(),
  operatorId: z.number().int().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string(),
  ip: z.string(),
  at: z.string(),
});
export const auditListResponse = keysetPage(auditRow);

export const reportListRequest = z.object({ state: z.enum(['open', 'closed']).optional(), cursor, pageSize });
export const reportQueueRow = z.object({
  id: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  reason: z.string(),
  reporterCount: z.number().int(),
  state: z.string(),
  createdAt: z.string(),
  /** What the reporters wrote (newest first, at most three) and their pictures (at most nine). */
  evidence: z.object({ texts: z.array(z.string()), images: z.array(z.string()) }),
  /** The target as its readers see it (null: it no longer exists); status is its own (published, hidden…). */
  target: z.object({ title: z.string(), text: z.string(), images: z.array(z.string()), status: z.string() }).nullable(),
  /** Who wrote it (for a user: the user), by user code. */
  author: z.object({ userId: z.string(), nickname: z.string(), avatar: z.string().nullable() }).nullable(),
});
export const reportListResponse = keysetPage(reportQueueRow);

export const MODERATION_ACTIONS = ['hide', 'restore', 'delete', 'warn', 'mute', 'ban'] as const;
export const moderationActRequest = z.object({
  targetType: identifier(32),
  targetId: identifier(40),
  action: z.enum(MODERATION_ACTIONS),
  reason,
  days: z.coerce.number().int().min(1).max(3650).optional(),
});
export const moderationActResponse = z.object({ state: z.string() });

export const peopleSearchRequest = z.object({ q: line().trim().min(1).max(40), cursor, pageSize });
export const personRow = z.object({
  userId: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  /** Masked (138****5678); revealPhone shows it whole, with a reason, audited. */
  mobile: z.string().nullable(),
  createdAt: z.string(),
});
export const peopleSearchResponse = keysetPage(personRow);
export const revealPhoneRequest = z.object({ userId: identifier(40), reason });
export const revealPhoneResponse = z.object({ countryCode: z.string(), mobile: z.string().nullable() });

export const dashboardFigures = z.object({
  activeUsers: z.number().int(),
  newUsers: z.number().int(),
  posts: z.number().int(),
  comments: z.number().int(),
  reportsOpened: z.number().int(),
  reportsClosed: z.number().int(),
  /** Activity sign-ups (报名) made. */
  signUps: z.number().int(),
  /** Daily sign-ins (签到) made. */
  signIns: z.number().int(),
  couponsClaimed: z.number().int(),
  pointsGranted: z.number().int(),
  pointsSpent: z.number().int(),
});
/** One day in China (YYYY-MM-DD) of the figures that have a history (all but active users). */
export const dashboardDay = dashboardFigures.omit({ activeUsers: true }).extend({ day: z.string() });
export const dashboardSummaryResponse = z.object({
  today: dashboardFigures,
  last30Days: dashboardFigures,
  /** The last 30 days one by one, oldest first, for the charts. */
  daily: z.array(dashboardDay),
});
