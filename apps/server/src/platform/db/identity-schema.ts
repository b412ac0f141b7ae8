import type { ColumnType, Generated } from 'kysely';

// Row types of migrations/0003_identity.sql, kept by hand beside it.
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Id = Generated<number>;

export type SmsPurpose = 'register' | 'login' | 'reset' | 'cancel';

export interface CaptchasTable {
  token_hash: Uint8Array;
  answer_hash: Uint8Array;
  wrong_count: Generated<number>;
  solved_at: Date | null;
  used_at: Date | null;
  expires_at: Date;
  created_at: Timestamp;
}

export interface SmsCodesTable {
  id: Id;
  country_code: string;
  /** HMAC-SHA-256 of "country code:number" (migration 0016); the number itself is not kept. */
  mobile_hash: Uint8Array;
  purpose: SmsPurpose;
  code_hash: Uint8Array;
  checks: Generated<number>;
  used_at: Date | null;
  expires_at: Date;
  created_at: Timestamp;
}

export interface SmsSendsTable {
  id: Id;
  country_code: string;
  /** HMAC-SHA-256 of "country code:number" (migration 0016); the number itself is not kept. */
  mobile_hash: Uint8Array;
  ip: string;
  purpose: SmsPurpose;
  created_at: Timestamp;
}

export interface LoginAttemptsTable {
  id: Id;
  kind: 'password' | 'code';
  ip: string;
  country_code: string;
  /** HMAC-SHA-256 of "country code:number" (migration 0016); the number itself is not kept. */
  mobile_hash: Uint8Array;
  ok: boolean;
  created_at: Timestamp;
}

export interface PasswordLocksTable {
  country_code: string;
  /** HMAC-SHA-256 of "country code:number" (migration 0016); the number itself is not kept. */
  mobile_hash: Uint8Array;
  locked_until: Date;
}

export interface PhoneTicketsTable {
  token_hash: Uint8Array;
  country_code: string;
  /** HMAC-SHA-256 of "country code:number" (migration 0016); the number itself is not kept. */
  mobile_hash: Uint8Array;
  purpose: 'login' | 'reset';
  /** The number sealed: a reset for an unknown number makes the account. */
  mobile_enc: string;
  used_at: Date | null;
  expires_at: Date;
  created_at: Timestamp;
}

export interface PartnerTokenUsesTable {
  party: string;
  token_hash: Uint8Array;
  user_id: number | null;
  created_at: Timestamp;
}

export interface WechatCacheTable {
  key: string;
  value: string;
  expires_at: Date;
}

export interface WechatBindingsTable {
  open_id: string;
  user_id: number | null;
  updated_at: Timestamp;
}

export interface AnonymousVisitorsTable {
  id: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
}

export interface BlocksTable {
  blocker_id: number;
  blocked_id: number;
  created_at: Timestamp;
}

export interface DevSmsOutboxTable {
  id: Id;
  country_code: string;
  /** HMAC-SHA-256 of "country code:number" (migration 0016); the number itself is not kept. */
  mobile_hash: Uint8Array;
  code: string;
  purpose: string;
  created_at: Timestamp;
}

export interface DevCaptchaAnswersTable {
  token_hash: Uint8Array;
  answer: string;
  created_at: Timestamp;
}

export interface IdentityTables {
  captchas: CaptchasTable;
  sms_codes: SmsCodesTable;
  sms_sends: SmsSendsTable;
  login_attempts: LoginAttemptsTable;
  password_locks: PasswordLocksTable;
  phone_tickets: PhoneTicketsTable;
  partner_token_uses: PartnerTokenUsesTable;
  wechat_cache: WechatCacheTable;
  wechat_bindings: WechatBindingsTable;
  anonymous_visitors: AnonymousVisitorsTable;
  blocks: BlocksTable;
  dev_sms_outbox: DevSmsOutboxTable;
  dev_captcha_answers: DevCaptchaAnswersTable;
}
