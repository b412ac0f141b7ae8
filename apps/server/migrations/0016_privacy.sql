-- Privacy (docs/product/privacy.md): phone numbers encrypted at rest, account cancellation with a cooling-off
-- period, and copies of one's personal data.
--
-- A phone number is kept as AES-256-GCM ciphertext (mobile_enc) where it must be read back, and as a keyed
-- HMAC-SHA-256 of "country code:number" (mobile_hash) where it is looked up or counted. SQL cannot hold the keys,
-- so rows that must survive keep their number in a *_clear column until the server's start converts them
-- (modules/privacy/phone-conversion.ts) and empties it. Short-lived rows (codes, tickets, attempt counts, the
-- development outbox) are simply dropped: they would have expired within the day.

-- Users: the number sealed, its hash unique.
drop index users_phone;
alter table users rename column mobile to mobile_clear;
alter table users add column mobile_enc text;
alter table users add column mobile_hash bytea;
create unique index users_mobile_hash on users (mobile_hash) where mobile_hash is not null;
create index users_mobile_clear on users (id) where mobile_clear is not null;

-- Codes, sends, attempts, locks and tickets: the hash only.
delete from sms_codes;
drop index sms_codes_phone;
alter table sms_codes drop column mobile;
alter table sms_codes add column mobile_hash bytea not null;
alter table sms_codes drop constraint sms_codes_purpose_check;
alter table sms_codes add constraint sms_codes_purpose_check check (purpose in ('register', 'login', 'reset', 'cancel'));
create index sms_codes_phone on sms_codes (mobile_hash, purpose, id desc);

delete from sms_sends;
drop index sms_sends_phone;
alter table sms_sends drop column mobile;
alter table sms_sends add column mobile_hash bytea not null;
create index sms_sends_phone on sms_sends (mobile_hash, created_at);

delete from login_attempts;
drop index login_attempts_phone;
alter table login_attempts drop column mobile;
alter table login_attempts add column mobile_hash bytea not null;
create index login_attempts_phone on login_attempts (mobile_hash, created_at) where kind = 'password' and not ok;

delete from password_locks;
alter table password_locks drop column mobile;
alter table password_locks add column mobile_hash bytea not null;
alter table password_locks add primary key (mobile_hash);

delete from phone_tickets;
alter table phone_tickets drop column mobile;
alter table phone_tickets add column mobile_hash bytea not null;
-- A reset for an unknown number makes the account, so the ticket keeps the number too, sealed.
alter table phone_tickets add column mobile_enc text not null;

delete from dev_sms_outbox;
drop index dev_sms_outbox_mobile;
alter table dev_sms_outbox drop column mobile;
alter table dev_sms_outbox add column mobile_hash bytea not null;
create index dev_sms_outbox_mobile on dev_sms_outbox (mobile_hash, id desc);

-- A publisher's contact number: sealed (it is only ever shown masked).
alter table publisher_contacts rename column mobile to mobile_clear;
alter table publisher_contacts add column mobile_enc text not null default '';

-- Invitation lists: only checked against the enrolling user's number, so the hash is enough.
alter table activity_invitations drop constraint activity_invitations_pkey;
alter table activity_invitations rename column mobile to mobile_clear;
alter table activity_invitations alter column mobile_clear drop not null;
alter table activity_invitations add column mobile_hash bytea;
create unique index activity_invitations_hash on activity_invitations (activity_id, mobile_hash);
create index activity_invitations_clear on activity_invitations (activity_id) where mobile_clear is not null;

-- Account cancellation (注销): one row per request; a pending one takes effect at effective_at.
create table account_cancellations (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id) on delete cascade,
  status text not null check (status in ('pending', 'revoked', 'done')),
  -- What becomes of the user's posts: kept under 已注销用户, or removed.
  posts text not null check (posts in ('keep', 'remove')),
  effective_at timestamptz not null,
  revoked_at timestamptz,
  done_at timestamptz,
  created_at timestamptz not null default now()
);
create unique index account_cancellations_pending on account_cancellations (user_id) where status = 'pending';
create index account_cancellations_due on account_cancellations (effective_at) where status = 'pending';

-- A user whose cancellation took effect: no login, no lookup by phone (its hash is freed for a new account).
alter table users add column cancelled_at timestamptz;

-- Copies of one's personal data: the JSON file is sealed (it holds the owner's own number) and expires.
create table data_exports (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id) on delete cascade,
  status text not null check (status in ('queued', 'ready', 'failed')),
  file_enc bytea,
  byte_size integer,
  ready_at timestamptz,
  expires_at timestamptz,
  created_at timestamptz not null default now()
);
create index data_exports_user on data_exports (user_id, id desc);
