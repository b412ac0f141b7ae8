-- Media: uploaded images and videos with the facts probed from their bytes, signed upload grants, and a small
-- job queue polled by an in-process worker (GIF conversion, search re-indexing).

alter table media_files
  -- The id the client sees: random, so one user cannot walk another's files.
  add column public_id text,
  add column status text not null default 'ready' check (status in ('pending', 'ready', 'deleted')),
  add column duration_ms integer,
  add column codec text,
  add column format text,
  add column cover_key text,
  add column original_name text not null default '',
  add column deleted_at timestamptz;
update media_files set public_id = 'f' || id where public_id is null;
alter table media_files alter column public_id set not null;
create unique index media_files_public_id on media_files (public_id);
create index media_files_owner on media_files (owner_id, created_at desc) where status <> 'deleted';

-- Signed upload credentials (sts/queryToken): a grant lets one user upload under one key prefix until it expires.
create table upload_grants (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id) on delete cascade,
  provider text not null check (provider in ('local', 's3')),
  key_prefix text not null unique,
  kind text not null check (kind in ('image', 'video')),
  -- For a video upload: the pending media_files row it fills.
  media_id bigint references media_files (id) on delete cascade,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index upload_grants_user on upload_grants (user_id, expires_at);

create table jobs (
  id bigint generated always as identity primary key,
  kind text not null,
  payload jsonb not null default '{}'::jsonb,
  status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
  owner_id bigint references users (id) on delete cascade,
  attempts smallint not null default 0,
  run_after timestamptz not null default now(),
  locked_at timestamptz,
  result jsonb,
  last_error text,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index jobs_queued on jobs (run_after, id) where status = 'queued';

-- Keys the server makes for itself (the upload-grant signing key when MEDIA_SIGNING_SECRET is unset), shared by
-- every instance through the database.
create table server_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);
