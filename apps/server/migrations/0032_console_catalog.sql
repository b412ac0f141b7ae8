-- The console's catalog and growth (docs/product/console-catalog.md).

-- A hotel is shown in the app or hidden by an operator, as a product is put on the shelf or taken off.
alter table hotels add column status text not null default 'on' check (status in ('on', 'off'));

-- The channels (channel keys) a coupon may be claimed from; empty: every channel. Store ids stay in store_ids.
alter table coupons add column channels jsonb not null default '[]'::jsonb;

-- An operator's manual adjustment of a member's points is a ledger transaction of its own kind ('adjust'), with the
-- operator's reason; like every other, it never takes a balance below zero.
alter table points_txns drop constraint points_txns_kind_check;
alter table points_txns add constraint points_txns_kind_check
  check (kind in ('reward', 'reversal', 'spend', 'refund', 'adjust'));
