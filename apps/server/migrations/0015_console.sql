-- The operations console: operators (not app users), their sessions, and the append-only audit trail.
-- Rules in docs/product/console.md.

create table operators (
  id bigint generated always as identity primary key,
  name text not null unique,
  password_hash text not null,
  -- Base32 TOTP secret (RFC 6238, 30 s, 6 digits); null means no two-factor, which production refuses at start.
  totp_secret text,
  -- The last 30-second step a code was accepted for: a code is never accepted twice, nor an older one.
  totp_last_step bigint,
  roles text[] not null default '{}',
  failed_count integer not null default 0,
  locked_until timestamptz,
  disabled_at timestamptz,
  created_at timestamptz not null default now(),
  check (roles <@ array['admin', 'operator', 'moderator', 'cs']::text[])
);

create table operator_sessions (
  token_hash bytea primary key,
  operator_id bigint not null references operators (id),
  ip text not null default '',
  created_at timestamptz not null default now(),
  last_used_at timestamptz not null default now(),
  revoked_at timestamptz
);
create index operator_sessions_operator on operator_sessions (operator_id);

create table audit_log (
  id bigint generated always as identity primary key,
  -- Null only for the machine's own command line (the first operator is made there).
  operator_id bigint references operators (id),
  operator_name text not null,
  action text not null,
  target_type text not null default '',
  target_id text not null default '',
  before jsonb,
  after jsonb,
  reason text not null default '',
  ip text not null default '',
  at timestamptz not null default now()
);
create index audit_log_operator on audit_log (operator_id, id);
create index audit_log_action on audit_log (action, id);
create index audit_log_target on audit_log (target_type, target_id, id);
create index audit_log_at on audit_log (at);

-- Append-only for everyone, the database owner included: any UPDATE, DELETE or TRUNCATE raises.
create function audit_log_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'audit_log is append-only';
end $$;
create trigger audit_log_no_change before update or delete on audit_log
  for each row execute function audit_log_append_only();
create trigger audit_log_no_truncate before truncate on audit_log
  for each statement execute function audit_log_append_only();
