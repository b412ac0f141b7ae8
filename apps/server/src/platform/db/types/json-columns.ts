// The shapes of the json/jsonb columns: the one thing a catalogue cannot tell the row-type generator
// (scripts/db-types.ts). Every other column's type comes from the migrated database.

export interface ImageRef {
  url: string;
  width: number;
  height: number;
  color?: string;
  /** The media_files public id, for images users uploaded. */
  fileId?: string;
}

/** One question of a publisher's question set. */
export interface ActivityQuestion {
  id: string;
  type: 'name' | 'mobile' | 'idNumber' | 'passport' | 'gender' | 'email' | 'text' | 'single' | 'multiple';
  title: string;
  required: boolean;
  options?: string[] | undefined;
}

export interface SkuOption {
  name: string;
  value: string;
}

/** 'table.column' → the type its value reads as. A json column missing here reads as unknown. */
export const jsonColumns: Readonly<Record<string, string>> = {
  'activities.questions': 'ActivityQuestion[]',
  'activities.tags': 'string[]',
  'activity_enrolments.personal_masked': 'Record<string, string>',
  'activity_enrolments.answers': 'Record<string, string | string[]>',
  'activity_imports.bad_rows': '{ row: number; value: string }[]',
  'content_polls.options': 'string[]',
  'contents.images': 'ImageRef[]',
  'coupons.channels': 'string[]',
  'coupons.store_ids': 'string[]',
  'jobs.payload': 'Record<string, unknown>',
  'jobs.result': 'Record<string, unknown>',
  'outbox_events.payload': 'Record<string, unknown>',
  'pois.photos': 'ImageRef[]',
  'product_skus.options': 'SkuOption[]',
  'products.images': 'string[]',
  'products.tags': 'string[]',
  'reports.images': 'ImageRef[]',
  'track_events.params': 'Record<string, string>',
};
