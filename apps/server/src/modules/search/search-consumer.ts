import { TOPICS, type EventTopic } from '../../platform/outbox/event-topics.ts';
import type { OutboxConsumer } from '../../platform/outbox/outbox.ts';
import { indexRows } from './search-indexer.ts';
import { removeDocuments, type DocumentKind } from './search-repository.ts';

// Search follows the owners' events (docs/decisions/0018-outbox-and-search-area.md). An event names a row; the
// document is rebuilt from the row's present state, so a repeated or late event leaves the same document.

const CHANGED: Partial<Record<EventTopic, DocumentKind>> = {
  [TOPICS.contentChanged]: 'content',
  [TOPICS.topicChanged]: 'topic',
  [TOPICS.activityChanged]: 'activity',
  [TOPICS.productChanged]: 'product',
  [TOPICS.poiChanged]: 'poi',
  [TOPICS.destinationChanged]: 'destination',
};
const REMOVED: Partial<Record<EventTopic, DocumentKind>> = {
  [TOPICS.contentRemoved]: 'content',
  [TOPICS.poiRemoved]: 'poi',
};

export const searchConsumer: OutboxConsumer = {
  name: 'search.documents',
  topics: [...(Object.keys(CHANGED) as EventTopic[]), ...(Object.keys(REMOVED) as EventTopic[])],
  async handle(app, event) {
    const id = Number(event.payload.id);
    if (!Number.isSafeInteger(id)) return;
    const topic = event.topic as EventTopic;
    const removed = REMOVED[topic];
    if (removed) return removeDocuments(app.db, removed, [id]);
    const kind = CHANGED[topic];
    if (kind) await indexRows(app, kind, [id]);
  },
};
