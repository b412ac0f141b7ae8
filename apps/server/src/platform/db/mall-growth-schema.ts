import type { ColumnType, Generated } from 'kysely';

// Row types of migrations/0008_mall_growth.sql, kept by hand beside it.
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Id = Generated<number>;

export type CurrencyCode = 'CNY' | 'HKD' | 'USD' | 'WYB';
export interface SkuOption {
  name: string;
  value: string;
}

export interface ProductsTable {
  id: Id;
  title: string;
  title_en: Generated<string>;
  subtitle: Generated<string>;
  cover_url: Generated<string>;
  images: ColumnType<string[], string | undefined, string>;
  currency: CurrencyCode;
  price_from: number;
  market_price: number | null;
  poi_id: number | null;
  destination_id: number | null;
  lat: number | null;
  lng: number | null;
  sales: Generated<number>;
  tags: ColumnType<string[], string | undefined, string>;
  status: Generated<'on' | 'off'>;
  search_text: Generated<string>;
  is_demo: Generated<boolean>;
  created_at: Timestamp;
}

export interface ProductSkusTable {
  id: Id;
  product_id: number;
  title: string;
  options: ColumnType<SkuOption[], string | undefined, string>;
  price: number;
  market_price: number | null;
  stock: number;
  sort: Generated<number>;
  status: Generated<'on' | 'off'>;
}

export interface ProductPromotionsTable {
  id: Id;
  product_id: number;
  title: string;
  label: Generated<string>;
  promo_price: number;
  starts_at: Timestamp;
  ends_at: Timestamp;
  sort: Generated<number>;
}

export interface HotelsTable {
  id: Id;
  name: string;
  name_en: Generated<string>;
  address: Generated<string>;
  stars: number;
  score: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  price_from: number;
  currency: Generated<CurrencyCode>;
  picture_url: Generated<string>;
  lat: number;
  lng: number;
  cell_lat: number;
  cell_lng: number;
  poi_id: number | null;
  destination_id: number | null;
  is_demo: Generated<boolean>;
  created_at: Timestamp;
  /** Shown in the app or hidden by an operator (migration 0032). */
  status: Generated<'on' | 'off'>;
}

export interface CouponsTable {
  id: Id;
  kind: 'shop' | 'marketing';
  title: string;
  description: Generated<string>;
  store_ids: ColumnType<string[], string | undefined, string>;
  poi_id: number | null;
  destination_id: number | null;
  currency: Generated<CurrencyCode>;
  discount_amount: number;
  threshold_amount: Generated<number>;
  total_stock: number;
  claimed_count: Generated<number>;
  per_user_limit: Generated<number>;
  starts_at: Timestamp;
  ends_at: Timestamp;
  is_demo: Generated<boolean>;
  created_at: Timestamp;
  /** Channel keys it may be claimed from, empty for every channel (migration 0032). */
  channels: ColumnType<string[], string | undefined, string>;
}

export interface CouponClaimsTable {
  id: Id;
  coupon_id: number;
  user_id: number;
  seq: number;
  claimed_at: Timestamp;
}

export interface PointsTxnsTable {
  id: Id;
  user_id: number;
  kind: 'reward' | 'reversal' | 'spend' | 'refund' | 'adjust';
  reason: string;
  event_key: string;
  source_type: string | null;
  source_id: number | null;
  reverses_id: number | null;
  coin: Generated<number>;
  exp: Generated<number>;
  created_at: Timestamp;
  /** What a reversal could not take back (migration 0014). */
  shortfall_coin: Generated<number>;
  shortfall_exp: Generated<number>;
}

export interface PointsEntriesTable {
  id: Id;
  txn_id: number;
  user_id: number | null;
  unit: 'coin' | 'exp';
  amount: number;
}

export interface PointsAccountsTable {
  user_id: number;
  coin: Generated<number>;
  exp: Generated<number>;
}

export interface GrowthLevelsTable {
  level: number;
  name: string;
  min_exp: number;
}

export type TaskKind = 'daily' | 'special' | 'weal';
export type TaskEvent = 'publish_dynamic' | 'comment' | 'like' | 'follow' | 'enrol_activity' | 'sign_in';

export interface TasksTable {
  id: Id;
  kind: TaskKind;
  event: TaskEvent;
  title: string;
  description: Generated<string>;
  target: number;
  reward_coin: Generated<number>;
  reward_exp: Generated<number>;
  icon_url: Generated<string>;
  link: Generated<string>;
  starts_at: Date | null;
  ends_at: Date | null;
  sort: Generated<number>;
  active: Generated<boolean>;
  is_demo: Generated<boolean>;
}

export interface SignConfigsTable {
  id: Id;
  group_id: Generated<number>;
  day_no: number;
  describe: string;
  event_code: Generated<string>;
  grant_type: Generated<number>;
  reward_coin: Generated<number>;
  reward_exp: Generated<number>;
  icon_url: Generated<string>;
  is_remind: Generated<boolean>;
}

export interface SignMysteryAwardsTable {
  id: Id;
  sign_config_id: number;
  reward_name: string;
  reward_id: Generated<string>;
  probability: ColumnType<string, string | number, string | number>;
  reward_type: 'coin' | 'exp';
  reward_quantity: number;
}

export interface SignInsTable {
  user_id: number;
  sign_date: ColumnType<string, string, string>;
  sign_config_id: number;
  streak: number;
  award_id: number | null;
  created_at: Timestamp;
}

export interface MallGrowthTables {
  products: ProductsTable;
  product_skus: ProductSkusTable;
  product_promotions: ProductPromotionsTable;
  hotels: HotelsTable;
  coupons: CouponsTable;
  coupon_claims: CouponClaimsTable;
  points_txns: PointsTxnsTable;
  points_entries: PointsEntriesTable;
  points_accounts: PointsAccountsTable;
  growth_levels: GrowthLevelsTable;
  tasks: TasksTable;
  sign_configs: SignConfigsTable;
  sign_mystery_awards: SignMysteryAwardsTable;
  sign_ins: SignInsTable;
}
