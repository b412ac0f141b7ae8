-- Identity: captchas, SMS codes and their limits, password-login failures, tickets, partner logins, WeChat,
-- anonymous visitors, blocks, and the development outboxes. Every limit is counted here, so a restart resets nothing.
-- Secrets (captcha answers, SMS codes, tickets, partner tokens) are stored only as SHA-256 hashes.

create table captchas (
  token_hash bytea primary key,
  answer_hash bytea not null,
  -- The third wrong answer kills the captcha.
  wrong_count smallint not null default 0,
  solved_at timestamptz,
  used_at timestamptz,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index captchas_expires on captchas (expires_at);

create table sms_codes (
  id bigint generated always as identity primary key,
  country_code text not null,
  mobile text not null,
  purpose text not null check (purpose in ('register', 'login', 'reset')),
  code_hash bytea not null,
  -- At most 5 checks per code, counted before comparing.
  checks smallint not null default 0 check (checks <= 5),
  used_at timestamptz,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index sms_codes_phone on sms_codes (country_code, mobile, purpose, id desc);
create index sms_codes_expires on sms_codes (expires_at);

-- One row per SMS sent: the per-phone (1 per 60 s, 10 per 24 h) and per-IP (30 per hour) limits count these.
create table sms_sends (
  id bigint generated always as identity primary key,
  country_code text not null,
  mobile text not null,
  ip text not null,
  purpose text not null,
  created_at timestamptz not null default now()
);
create index sms_sends_phone on sms_sends (country_code, mobile, created_at);
create index sms_sends_ip on sms_sends (ip, created_at);

-- Login attempts (password, SMS code, registration, code checks): 100 per IP per hour; failed password
-- logins also count per phone (10 per hour lock password login for 15 minutes).
create table login_attempts (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('password', 'code')),
  ip text not null,
  country_code text not null,
  mobile text not null,
  ok boolean not null,
  created_at timestamptz not null default now()
);
create index login_attempts_ip on login_attempts (ip, created_at);
create index login_attempts_phone on login_attempts (country_code, mobile, created_at) where kind = 'password' and not ok;

create table password_locks (
  country_code text not null,
  mobile text not null,
  locked_until timestamptz not null,
  primary key (country_code, mobile)
);

-- Tickets from verifyCodeByPhone: single use, 10 minutes, bound to one phone.
create table phone_tickets (
  token_hash bytea primary key,
  country_code text not null,
  mobile text not null,
  purpose text not null check (purpose in ('login', 'reset')),
  used_at timestamptz,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index phone_tickets_expires on phone_tickets (expires_at);

-- A partner token is claimed once: a second use gives no second session.
create table partner_token_uses (
  party text not null,
  token_hash bytea not null,
  user_id bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (party, token_hash)
);

-- WeChat access token and JS-SDK ticket, shared by every instance until they expire.
create table wechat_cache (
  key text primary key,
  value text not null,
  expires_at timestamptz not null
);

-- openIds from the WeChat OAuth exchange, bound to the session's user when there is one.
create table wechat_bindings (
  open_id text primary key,
  user_id bigint references users (id) on delete cascade,
  updated_at timestamptz not null default now()
);

create table anonymous_visitors (
  id text primary key,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now()
);

create table blocks (
  blocker_id bigint not null references users (id) on delete cascade,
  blocked_id bigint not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (blocker_id, blocked_id),
  check (blocker_id <> blocked_id)
);
create index blocks_blocked on blocks (blocked_id);

-- Development only (never written when NODE_ENV=production): what the console SMS provider "sent",
-- and captcha answers, for /dev/api/outbox and /dev/api/captcha.
create table dev_sms_outbox (
  id bigint generated always as identity primary key,
  country_code text not null,
  mobile text not null,
  code text not null,
  purpose text not null,
  created_at timestamptz not null default now()
);
create index dev_sms_outbox_mobile on dev_sms_outbox (mobile, id desc);

create table dev_captcha_answers (
  token_hash bytea primary key,
  answer text not null,
  created_at timestamptz not null default now()
);
