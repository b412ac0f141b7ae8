import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { TOPICS } from '../../platform/outbox/event-topics.ts';
import { publishEvent } from '../../platform/outbox/outbox.ts';

// What places tells other areas about its POIs and destinations (docs/decisions/0018-outbox-and-search-area.md),
// written in the transaction of the change. An event names the row; a follower reads its present state.

type Tx = Transaction<DB> | Kysely<DB>;

/** A POI was created (a proposal accepted), edited, taken on or offline, or its popularity changed. */
export const poiChanged = (trx: Tx, id: number) => publishEvent(trx, TOPICS.poiChanged, { id });

/** A POI is gone for good. */
export const poiRemoved = (trx: Tx, id: number) => publishEvent(trx, TOPICS.poiRemoved, { id });

/** A destination's names, recommendation or population changed (reference data: loaded, then rarely edited). */
export const destinationChanged = (trx: Tx, id: number) => publishEvent(trx, TOPICS.destinationChanged, { id });
