import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { TOPICS } from '../../platform/outbox/event-topics.ts';
import { publishEvent } from '../../platform/outbox/outbox.ts';
import { publishDynamicState } from './dynamic-state-repository.ts';

// What community tells other areas about its contents and topics (docs/decisions/0018-outbox-and-search-area.md),
// written in the transaction of the change. An event names the row; a follower reads its present state through
// community's index.ts, so an event delivered twice or late does no harm.

type Tx = Transaction<DB> | Kysely<DB>;

// A change of a content's status is also a published dynamic done or undone for growth (dynamic-state-repository.ts).

/** A content was written, edited or moved between statuses (published, held, hidden, restored). */
export async function contentChanged(trx: Tx, id: number): Promise<void> {
  await publishEvent(trx, TOPICS.contentChanged, { id });
  await publishDynamicState(trx, id);
}

/** A content is gone for good: deleted by its author, a moderator or its author's erasure. */
export async function contentRemoved(trx: Tx, id: number): Promise<void> {
  await publishEvent(trx, TOPICS.contentRemoved, { id });
  await publishDynamicState(trx, id);
}

/** A topic was created or its title or description changed. */
export const topicChanged = (trx: Tx, id: number) => publishEvent(trx, TOPICS.topicChanged, { id });
