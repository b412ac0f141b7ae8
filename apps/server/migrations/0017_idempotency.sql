-- Idempotent creates (docs/product/nothing-twice.md): a create sent with an Idempotency-Key is remembered per user
-- and key for 24 hours, with a fingerprint of what was asked and, once it has succeeded, the answer it gave. A retry
-- or a double tap with the same key gets that answer again instead of creating a second post, comment or claim.
-- A row is 'running' while its first request is at work; a request that finds it so waits for the answer.
create table idempotency_keys (
  user_id bigint not null,
  idem_key text not null,
  fingerprint text not null,
  state text not null default 'running' check (state in ('running', 'done')),
  answer jsonb,
  created_at timestamptz not null default now(),
  primary key (user_id, idem_key)
);
-- Expiry sweeps by age.
create index idempotency_keys_created on idempotency_keys (created_at);
