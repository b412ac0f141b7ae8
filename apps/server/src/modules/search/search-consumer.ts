import type { OutboxConsumer } from '../../platform/outbox/outbox.ts';
import { indexRows } from './search-indexer.ts';
import { removeDocuments, type DocumentKind } from './search-repository.ts';

// Search follows the owners' events (docs/decisions/0018-outbox-and-search-area.md). An event names a row; the
// document is rebuilt from the row's present state, so a repeated or late event leaves the same document.

const CHANGED: Record<string, DocumentKind> = {
  'community.content.changed': 'content',
  'community.topic.changed': 'topic',
  'activities.activity.changed': 'activity',
  'mall.product.changed': 'product',
  'places.poi.changed': 'poi',
  'places.destination.changed': 'destination',
};

export const searchConsumer: OutboxConsumer = {
  name: 'search.documents',
  topics: [
    'community.content.',
    'community.topic.',
    'activities.activity.',
    'mall.product.',
    'places.poi.',
    'places.destination.',
  ],
  async handle(app, event) {
    const id = Number(event.payload.id);
    if (!Number.isSafeInteger(id)) return;
    if (event.topic === 'community.content.removed') return removeDocuments(app.db, 'content', [id]);
    if (event.topic === 'places.poi.removed') return removeDocuments(app.db, 'poi', [id]);
    const kind = CHANGED[event.topic];
    if (kind) await indexRows(app, kind, [id]);
  },
};
