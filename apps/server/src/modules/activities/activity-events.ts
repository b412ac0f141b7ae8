import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { TOPICS } from '../../platform/outbox/event-topics.ts';
import { publishEvent } from '../../platform/outbox/outbox.ts';

// What activities tells other areas about its activities (docs/decisions/0018-outbox-and-search-area.md), in the
// transaction of the change: created, edited, moved between statuses (online, offline, moderated, deleted). An event
// names the activity; a follower reads its present state through activities' index.ts.
export const activityChanged = (trx: Transaction<DB> | Kysely<DB>, id: number) =>
  publishEvent(trx, TOPICS.activityChanged, { id });
