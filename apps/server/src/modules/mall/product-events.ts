import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { TOPICS } from '../../platform/outbox/event-topics.ts';
import { publishEvent } from '../../platform/outbox/outbox.ts';

// What the mall tells other areas about its products (docs/decisions/0018-outbox-and-search-area.md), in the
// transaction of the change: created, edited, put on or taken off the shelf. An event names the product; a follower
// reads its present state through the mall's index.ts.
export const productChanged = (trx: Transaction<DB> | Kysely<DB>, id: number) =>
  publishEvent(trx, TOPICS.productChanged, { id });
