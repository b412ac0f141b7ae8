-- Mall (products with SKUs, promotions, hotels, coupons) and growth (points ledger, levels, tasks, daily sign-in).
-- POIs and destinations live in the places area: poi_id and destination_id are plain columns without foreign keys,
-- so this migration stands whether or not those tables exist yet.

-- ---- mall ----

create table products (
  id bigint generated always as identity primary key,
  title text not null,
  title_en text not null default '',
  subtitle text not null default '',
  cover_url text not null default '',
  images jsonb not null default '[]'::jsonb,
  currency text not null check (currency in ('CNY', 'HKD', 'USD', 'WYB')),
  -- Integers of the smallest unit (fen, cents; WYB in whole coins): the lowest SKU price, kept by the writer.
  price_from integer not null check (price_from >= 0),
  market_price integer check (market_price >= 0),
  poi_id bigint,
  destination_id bigint,
  lat double precision,
  lng double precision,
  sales integer not null default 0,
  tags jsonb not null default '[]'::jsonb,
  status text not null default 'on' check (status in ('on', 'off')),
  -- What product search matches: folded title and English title, pinyin and initials, jieba tokens.
  search_text text not null default '',
  is_demo boolean not null default false,
  created_at timestamptz not null default now()
);
create index products_poi on products (poi_id, id desc) where status = 'on' and poi_id is not null;
create index products_destination on products (destination_id, id desc) where status = 'on' and destination_id is not null;
create index products_new on products (id desc) where status = 'on';

-- One row per purchasable choice; options is an array of { name, value } (date, package, person type…).
create table product_skus (
  id bigint generated always as identity primary key,
  product_id bigint not null references products (id) on delete cascade,
  title text not null,
  options jsonb not null default '[]'::jsonb,
  price integer not null check (price >= 0),
  market_price integer check (market_price >= 0),
  stock integer not null check (stock >= 0),
  sort integer not null default 0,
  status text not null default 'on' check (status in ('on', 'off'))
);
create index product_skus_product on product_skus (product_id, sort, id);

create table product_promotions (
  id bigint generated always as identity primary key,
  product_id bigint not null references products (id) on delete cascade,
  title text not null,
  label text not null default '',
  promo_price integer not null check (promo_price >= 0),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  sort integer not null default 0,
  check (ends_at > starts_at)
);
create index product_promotions_window on product_promotions (ends_at, id);

-- Hotels are found near a coordinate through a grid of 0.1-degree cells (about 11 km north-south): a btree range
-- over (cell_lat, cell_lng) narrows to a few cells, then the exact distance orders them. The same SQL on both engines.
create table hotels (
  id bigint generated always as identity primary key,
  name text not null,
  name_en text not null default '',
  address text not null default '',
  stars smallint not null check (stars between 0 and 5),
  score numeric(2, 1),
  price_from integer not null check (price_from >= 0),
  currency text not null default 'CNY' check (currency in ('CNY', 'HKD', 'USD', 'WYB')),
  picture_url text not null default '',
  lat double precision not null,
  lng double precision not null,
  cell_lat integer not null,
  cell_lng integer not null,
  poi_id bigint,
  destination_id bigint,
  is_demo boolean not null default false,
  created_at timestamptz not null default now()
);
create index hotels_cell on hotels (cell_lat, cell_lng);
create index hotels_destination on hotels (destination_id, price_from, id) where destination_id is not null;
create index hotels_poi on hotels (poi_id) where poi_id is not null;

-- Shop coupons are scoped to store ids (an empty list: every channel); marketing coupons to none.
create table coupons (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('shop', 'marketing')),
  title text not null,
  description text not null default '',
  store_ids jsonb not null default '[]'::jsonb,
  poi_id bigint,
  destination_id bigint,
  currency text not null default 'CNY' check (currency in ('CNY', 'HKD', 'USD', 'WYB')),
  discount_amount integer not null check (discount_amount > 0),
  threshold_amount integer not null default 0 check (threshold_amount >= 0),
  total_stock integer not null check (total_stock >= 0),
  claimed_count integer not null default 0,
  per_user_limit integer not null default 1 check (per_user_limit > 0),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  is_demo boolean not null default false,
  created_at timestamptz not null default now(),
  -- The last guard: whatever the code does, a coupon is never claimed over its stock.
  check (claimed_count between 0 and total_stock),
  check (ends_at > starts_at)
);
create index coupons_poi on coupons (poi_id, id) where poi_id is not null;
create index coupons_destination on coupons (destination_id, id) where destination_id is not null;

-- seq counts a user's claims of one coupon from 1; the unique key and the check keep the per-user limit even if
-- two claims of one user raced past the lock.
create table coupon_claims (
  id bigint generated always as identity primary key,
  coupon_id bigint not null references coupons (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  seq integer not null check (seq > 0),
  claimed_at timestamptz not null default now(),
  unique (coupon_id, user_id, seq)
);
create index coupon_claims_user on coupon_claims (user_id, claimed_at desc);

-- ---- growth: the points ledger ----

-- One transaction per change: a reward, its reversal, a sign-in. event_key names the event it came from and is
-- unique per user, so an event pays once however often or concurrently it is claimed.
create table points_txns (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id) on delete cascade,
  kind text not null check (kind in ('reward', 'reversal')),
  reason text not null,
  event_key text not null,
  -- What earned it (a content item or comment): deleting that reverses the reward.
  source_type text,
  source_id bigint,
  reverses_id bigint unique references points_txns (id),
  coin integer not null default 0,
  exp integer not null default 0,
  created_at timestamptz not null default now(),
  unique (user_id, event_key)
);
create index points_txns_user on points_txns (user_id, id desc);
create index points_txns_source on points_txns (user_id, source_type, source_id) where source_type is not null;

-- Double entry: every transaction posts to the user's account and the opposite to the issuer's (user_id null),
-- per unit (coin = 无忧币, exp = growth value), so all entries of a transaction sum to zero.
create table points_entries (
  id bigint generated always as identity primary key,
  txn_id bigint not null references points_txns (id) on delete cascade,
  user_id bigint references users (id) on delete cascade,
  unit text not null check (unit in ('coin', 'exp')),
  amount integer not null check (amount <> 0)
);
create index points_entries_user on points_entries (user_id, unit) where user_id is not null;
create index points_entries_txn on points_entries (txn_id);

-- The running balance per user, the row a posting locks; the checks keep it from going negative. It always equals
-- the sum of the user's entries (tests hold it to that).
create table points_accounts (
  user_id bigint primary key references users (id) on delete cascade,
  coin integer not null default 0 check (coin >= 0),
  exp integer not null default 0 check (exp >= 0)
);

create table growth_levels (
  level integer primary key,
  name text not null,
  min_exp integer not null unique check (min_exp >= 0)
);
-- Levels are data: an operator may rename them or move the thresholds without a release.
insert into growth_levels (level, name, min_exp) values
  (1, '旅行新手', 0),
  (2, '出游达人', 100),
  (3, '行者', 300),
  (4, '旅行家', 800),
  (5, '探险家', 2000),
  (6, '环球旅人', 5000);

-- ---- growth: tasks ----

create table tasks (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('daily', 'special', 'weal')),
  event text not null check (event in ('publish_dynamic', 'comment', 'like', 'follow', 'enrol_activity', 'sign_in')),
  title text not null,
  description text not null default '',
  target integer not null check (target > 0),
  reward_coin integer not null default 0 check (reward_coin >= 0),
  reward_exp integer not null default 0 check (reward_exp >= 0),
  icon_url text not null default '',
  link text not null default '',
  -- Special tasks count events inside their window; daily ones inside the Asia/Shanghai day; welfare ones ever.
  starts_at timestamptz,
  ends_at timestamptz,
  sort integer not null default 0,
  active boolean not null default true,
  is_demo boolean not null default false
);
create index tasks_kind on tasks (kind, sort, id) where active;

-- ---- growth: daily sign-in ----

create table sign_configs (
  id bigint generated always as identity primary key,
  group_id integer not null default 1,
  day_no integer not null check (day_no > 0),
  describe text not null,
  event_code text not null default 'SIGN_IN',
  grant_type integer not null default 1,
  reward_coin integer not null default 0 check (reward_coin >= 0),
  reward_exp integer not null default 0 check (reward_exp >= 0),
  icon_url text not null default '',
  is_remind boolean not null default false,
  unique (group_id, day_no)
);

create table sign_mystery_awards (
  id bigint generated always as identity primary key,
  sign_config_id bigint not null references sign_configs (id) on delete cascade,
  reward_name text not null,
  reward_id text not null default '',
  -- Percent, 0 to 100 with two decimals; what the awards of a day leave below 100 draws nothing extra.
  probability numeric(5, 2) not null check (probability between 0 and 100),
  reward_type text not null check (reward_type in ('coin', 'exp')),
  reward_quantity integer not null check (reward_quantity > 0)
);
create index sign_mystery_awards_config on sign_mystery_awards (sign_config_id);

-- One row per user and Asia/Shanghai day: the primary key is what refuses a second sign-in the same day.
create table sign_ins (
  user_id bigint not null references users (id) on delete cascade,
  sign_date date not null,
  sign_config_id bigint not null references sign_configs (id),
  streak integer not null check (streak > 0),
  award_id bigint references sign_mystery_awards (id),
  created_at timestamptz not null default now(),
  primary key (user_id, sign_date)
);
