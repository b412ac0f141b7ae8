import { join, resolve } from 'node:path';
import { z } from 'zod';
import { ACTIONS, type Action } from './http/action-limits.ts';
import { serverRoot } from './server-root.ts';

const bool = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

const encClients = z
  .string()
  .default('')
  .transform((v, ctx) => {
    const pairs: { appId: string; salt: string }[] = [];
    for (const part of v
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)) {
      const [appId, salt] = part.split(':');
      if (!appId || !salt) {
        ctx.addIssue({ code: 'custom', message: 'expected appId:salt pairs separated by commas' });
        return z.NEVER;
      }
      pairs.push({ appId, salt });
    }
    return pairs;
  });

const actionLimits = z
  .string()
  .default('')
  .transform((v, ctx) => {
    const limits: Partial<Record<Action, number>> = {};
    for (const part of v
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)) {
      const [name, value] = part.split('=');
      const n = Number(value);
      if (!ACTIONS.includes(name as Action) || !Number.isInteger(n) || n < 1) {
        ctx.addIssue({ code: 'custom', message: `expected action=count pairs, actions: ${ACTIONS.join(', ')}` });
        return z.NEVER;
      }
      limits[name as Action] = n;
    }
    return limits;
  });

const ALIYUN_SMS_REQUIRED = [
  'ALIYUN_SMS_ACCESS_KEY_ID',
  'ALIYUN_SMS_ACCESS_KEY_SECRET',
  'ALIYUN_SMS_SIGN_NAME',
  'ALIYUN_SMS_TEMPLATE_CODE',
] as const;
/** Partner addresses; unset means the development sandbox. */
export const PARTNER_URLS = [
  'CARRIER_SSO_URL',
  'LINGNAN_MEMBER_URL',
  'GROUP_UID_URL',
  'JTP_URL',
  'AUTOLOGIN_URL',
  'WECHAT_API_URL',
  'WECHAT_OAUTH_URL',
] as const;

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url().optional(),
    REDIS_URL: z.url().optional(),
    /** Prefix of every Redis key, so several deployments (or test runs) can share one Redis. */
    REDIS_NAMESPACE: z.string().min(1).max(40).default('travel:'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DEMO: bool.default(true),
    ENC_APP_ID: z.string().min(1).default('dev_h5'),
    ENC_SALT: z.string().min(8).default('0123456789abcdef'),
    ENC_CLIENTS: encClients,
    ENC_REQUIRED: bool.default(true),
    BODY_LIMIT: z.coerce.number().int().min(1024).default(1_048_576),
    TRUST_PROXY: bool.default(false),
    /** Requests a minute per user (or per address when anonymous) across the API; sensitive paths have their own. */
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(3000),
    /** Per-user per-minute caps on writes, overriding the defaults: `comment=10,like=60,publish=5`. */
    ACTION_LIMITS: actionLimits,
    /** An address may make this many times a user's cap (carrier NAT puts many users behind one address). */
    ACTION_LIMIT_ADDRESS_FACTOR: z.coerce.number().int().min(1).default(20),
    WEB_DIST: z.string().optional(),
    /** Check every answer against the contract (development and tests; off in production). */
    CHECK_RESPONSES: bool.optional(),
    // Identity: the SMS gateway and the partners' addresses. A partner left unset is played by the development
    // sandbox (SANDBOX_PORT, loopback only), which production refuses.
    SMS_PROVIDER: z.enum(['console', 'aliyun']).default('console'),
    ALIYUN_SMS_ACCESS_KEY_ID: z.string().min(1).optional(),
    ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().min(1).optional(),
    ALIYUN_SMS_SIGN_NAME: z.string().min(1).optional(),
    ALIYUN_SMS_TEMPLATE_CODE: z.string().min(1).optional(),
    ALIYUN_SMS_ENDPOINT: z.url().default('https://dysmsapi.aliyuncs.com'),
    SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(3900),
    PARTNER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
    CARRIER_SSO_URL: z.url().optional(),
    LINGNAN_MEMBER_URL: z.url().optional(),
    GROUP_UID_URL: z.url().optional(),
    JTP_URL: z.url().optional(),
    AUTOLOGIN_URL: z.url().optional(),
    WECHAT_API_URL: z.url().optional(),
    WECHAT_OAUTH_URL: z.url().optional(),
    WECHAT_APP_ID: z.string().min(1).optional(),
    WECHAT_APP_SECRET: z.string().min(1).optional(),
    // Media: upload limits per file and per user, the key that signs upload grants, and S3-compatible storage
    // (local disk under DATA_DIR/media unless S3_BUCKET is set). JOB_POLL_MS paces the in-process job worker.
    UPLOAD_IMAGE_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(10 * 1024 * 1024),
    UPLOAD_VIDEO_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(200 * 1024 * 1024),
    UPLOAD_QUOTA_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(1024 * 1024 * 1024),
    /** Unset: a random key kept in the database, shared by every instance. */
    MEDIA_SIGNING_SECRET: z.string().min(16).optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_BUCKET: z.string().min(1).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: bool.default(true),
    JOB_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
    // Maps: a raster tile address with {z}, {x}, {y} (and {s} for subdomains); unset, the client draws the offline
    // base map this server serves (Natural Earth outlines). MAP_TILE_COORD is the system the tiles are drawn in
    // (gcj02 for mainland Chinese providers), so markers are shifted to match.
    MAP_TILE_URL: z
      .string()
      .regex(/^https?:\/\/\S*\{z\}\S*\{x\}\S*\{y\}/, 'a tile address with {z}, {x} and {y}')
      .optional(),
    MAP_TILE_COORD: z.enum(['wgs84', 'gcj02']).default('wgs84'),
    MAP_TILE_ATTRIBUTION: z.string().max(200).default(''),
    // Activities: the AES-256-GCM key for enrolment personal data (64 hex characters; development keeps a generated
    // one in the database, production refuses to start without it) and how long a freed seat is held for the first in line.
    ENROL_DATA_KEY: z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, 'expected 64 hexadecimal characters (32 bytes)')
      .optional(),
    // Phone numbers at rest: AES-256-GCM for the number, HMAC-SHA-256 for lookups (64 hex characters each;
    // development keeps generated keys in the database, production refuses to start without them).
    PHONE_DATA_KEY: z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, 'expected 64 hexadecimal characters (32 bytes)')
      .optional(),
    PHONE_HASH_KEY: z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, 'expected 64 hexadecimal characters (32 bytes)')
      .optional(),
    ACTIVITY_HOLD_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 30)
      .default(24),
    // Distinct users whose open reports hide a target pending review (docs/product/trust.md).
    REPORT_HIDE_THRESHOLD: z.coerce.number().int().min(1).max(1000).default(3),
  })
  .superRefine((c, ctx) => {
    if (c.SMS_PROVIDER === 'aliyun') {
      for (const name of ALIYUN_SMS_REQUIRED) {
        if (!c[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'required when SMS_PROVIDER=aliyun' });
      }
    }
    if (c.S3_BUCKET) {
      for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!c[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'required when S3_BUCKET is set' });
      }
    }
    if (c.NODE_ENV !== 'production') return;
    if (c.SMS_PROVIDER === 'console')
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_PROVIDER'],
        message: 'the console SMS provider is development only: set SMS_PROVIDER=aliyun',
      });
    for (const name of PARTNER_URLS) {
      if (!c[name])
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'production needs the real partner: the sandbox is development only',
        });
    }
    for (const name of ['WECHAT_APP_ID', 'WECHAT_APP_SECRET'] as const) {
      if (!c[name])
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'production needs the real WeChat account: the sandbox is development only',
        });
    }
    if (!c.ENROL_DATA_KEY)
      ctx.addIssue({
        code: 'custom',
        path: ['ENROL_DATA_KEY'],
        message: 'production needs its own key for enrolment personal data (64 hexadecimal characters)',
      });
    for (const name of ['PHONE_DATA_KEY', 'PHONE_HASH_KEY'] as const) {
      if (!c[name])
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'production needs its own key for phone numbers at rest (64 hexadecimal characters)',
        });
    }
    if (c.ENC_SALT === '0123456789abcdef')
      ctx.addIssue({ code: 'custom', path: ['ENC_SALT'], message: 'production must set its own salt' });
    if (!c.ENC_REQUIRED)
      ctx.addIssue({
        code: 'custom',
        path: ['ENC_REQUIRED'],
        message: 'plain bodies on enc paths are development only',
      });
  });

export type RawConfig = z.infer<typeof schema>;

export interface Config extends RawConfig {
  isProduction: boolean;
  isDevelopment: boolean;
  checkResponses: boolean;
  dataDir: string;
  webDist: string;
  /** Per-user per-minute caps that ACTION_LIMITS overrides. */
  actionLimits: Partial<Record<Action, number>>;
  /** appId → salt for every client that may envelope a request. */
  encSalts: Map<string, string>;
}

export class ConfigError extends Error {}

/** Validates the environment; a wrong value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(config)'}: ${i.message}`);
    throw new ConfigError(`invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const encSalts = new Map([[c.ENC_APP_ID, c.ENC_SALT], ...c.ENC_CLIENTS.map((p) => [p.appId, p.salt] as const)]);
  return {
    ...c,
    isProduction: c.NODE_ENV === 'production',
    isDevelopment: c.NODE_ENV !== 'production',
    checkResponses: c.CHECK_RESPONSES ?? c.NODE_ENV !== 'production',
    dataDir: resolve(c.DATA_DIR),
    webDist: resolve(c.WEB_DIST ?? join(serverRoot(), '../web/dist')),
    encSalts,
    actionLimits: c.ACTION_LIMITS,
  };
}
