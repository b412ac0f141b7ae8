import type { Selectable } from 'kysely';
import type {
  AccountCancellationsTable,
  ActivitiesTable,
  ActivityEnrolmentsTable,
  ActivityImportsTable,
  ActivityTicketsTable,
  ChinaRegionsTable,
  CommentsTable,
  DB,
  JobsTable,
  NoticesTable,
  ProductsTable,
  ReportsTable,
  SmsCodesTable,
  TasksTable,
} from './types/db-types.generated.ts';

// The row types the code reads: generated from the migrated database (types/db-types.generated.ts, `npm run
// db:types`), with names for the value sets the code passes around. Nothing here is a hand-kept mirror.
export type * from './types/db-types.generated.ts';
export type { ActivityQuestion, ImageRef, SkuOption } from './types/json-columns.ts';

/** Names the reference datasets' tables (every table the reference loader replaces). */
export type ReferenceTables = Pick<
  DB,
  'continents' | 'countries' | 'china_regions' | 'world_cities' | 'currencies' | 'channels' | 'reference_versions'
>;

export type ActivityStatus = Selectable<ActivitiesTable>['status'];
export type EnrolmentStatus = Selectable<ActivityEnrolmentsTable>['status'];
export type TicketCurrency = Selectable<ActivityTicketsTable>['currency'];
export type TicketPayMethod = Selectable<ActivityTicketsTable>['pay_method'];
export type ImportStatus = Selectable<ActivityImportsTable>['status'];
export type ChinaRegionLevel = Selectable<ChinaRegionsTable>['level'];
export type CommentTargetType = Selectable<CommentsTable>['target_type'];
export type NoticeKind = Selectable<NoticesTable>['kind'];
export type CurrencyCode = Selectable<ProductsTable>['currency'];
export type TaskKind = Selectable<TasksTable>['kind'];
export type TaskEvent = Selectable<TasksTable>['event'];
export type JobStatus = Selectable<JobsTable>['status'];
export type SmsPurpose = Selectable<SmsCodesTable>['purpose'];
export type ReportTargetType = Selectable<ReportsTable>['target_type'];
export type CancelPosts = Selectable<AccountCancellationsTable>['posts'];
