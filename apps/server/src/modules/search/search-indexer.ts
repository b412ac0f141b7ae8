import type { AppContext } from '../../platform/context.ts';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { indexTokens, searchNorm } from '../../platform/text/search-text.ts';
import { activitySearchSources } from '../activities/index.ts';
import { contentSearchSources, publishedContentSourcesAfter, topicSearchSources } from '../community/index.ts';
import { productSearchSources } from '../mall/index.ts';
import { destinationSearchRows, foldLatin, poiSearchRows, SEARCHED_DESTINATION_KINDS } from '../places/index.ts';
import {
  documentIdsAmong,
  hasDocuments,
  removeDocuments,
  upsertDocuments,
  type DocumentKind,
  type SearchDocument,
} from './search-repository.ts';

// What the index holds of each owner's rows (docs/product/search.md): the owner's present text, read through its
// index.ts, cut by jieba and folded here (a product's text, with its pinyin and initials, is the mall's). A published
// content, any topic, an online activity outside a club, a product on sale, an online POI, a country, province or
// city is a document; any other state, or a row
// gone, is none.

interface Kind<S extends { id: number }> {
  /** The owner's rows by id, in any state. */
  byIds(db: Kysely<DB>, ids: readonly number[]): Promise<S[]>;
  /** The owner's searchable rows after an id, in id order: the backfill. */
  after(db: Kysely<DB>, afterId: number, limit: number): Promise<S[]>;
  searchable(s: S): boolean;
  document(s: S): SearchDocument;
}

const doc = (kind: DocumentKind, refId: number, parts: string[], extra: Partial<SearchDocument> = {}) => ({
  kind,
  refId,
  authorId: null,
  startsAt: null,
  tokens: indexTokens(...parts),
  norm: searchNorm(...parts),
  ...extra,
});

type ContentSource = Awaited<ReturnType<typeof contentSearchSources>>[number];
const contents: Kind<ContentSource> = {
  byIds: contentSearchSources,
  after: publishedContentSourcesAfter,
  searchable: (c) => c.status === 'published',
  document: (c) => doc('content', c.id, [c.title, c.body, c.topic ?? '', c.place_name], { authorId: c.author_id }),
};

type TopicSource = Awaited<ReturnType<typeof topicSearchSources>>[number];
const topics: Kind<TopicSource> = {
  byIds: (db, ids) => topicSearchSources(db, { ids }),
  after: (db, afterId, limit) => topicSearchSources(db, { afterId, limit }),
  searchable: () => true,
  document: (t) => doc('topic', t.id, [t.title, t.description]),
};

type ActivitySource = Awaited<ReturnType<typeof activitySearchSources>>[number];
const activities: Kind<ActivitySource> = {
  byIds: (db, ids) => activitySearchSources(db, { ids }),
  after: (db, afterId, limit) => activitySearchSources(db, { afterId, limit }),
  // A club's activities are its members' alone.
  searchable: (a) => a.status === 'online' && a.club_id === null,
  document: (a) =>
    doc('activity', a.id, [a.title, a.city, a.address, a.intro, a.tags.join(' ')], { startsAt: a.start_at }),
};

type ProductSource = Awaited<ReturnType<typeof productSearchSources>>[number];
const products: Kind<ProductSource> = {
  byIds: (db, ids) => productSearchSources(db, { ids }),
  after: (db, afterId, limit) => productSearchSources(db, { afterId, limit }),
  searchable: (p) => p.status === 'on',
  // Matched word by word as substrings of the mall's text: no jieba vector.
  document: (p) => ({ kind: 'product', refId: p.id, authorId: null, startsAt: null, tokens: '', norm: p.search_text }),
};

/** A place's names, one a line, lower-cased, each once: what rankPlaces matches a query's forms against. */
const nameLines = (...names: string[]) =>
  [...new Set(names.map((n) => n.replace(/\s+/g, ' ').trim().toLowerCase()).filter((n) => n !== ''))].join('\n');

const place = (kind: 'destination' | 'poi', refId: number, names: string, weight: number): SearchDocument => ({
  kind,
  refId,
  authorId: null,
  startsAt: null,
  tokens: '',
  norm: '',
  names,
  weight,
});

type PoiSource = Awaited<ReturnType<typeof poiSearchRows>>[number];
const pois: Kind<PoiSource> = {
  byIds: (db, ids) => poiSearchRows(db, { ids }),
  after: (db, afterId, limit) => poiSearchRows(db, { afterId, limit }),
  searchable: (p) => p.status === 'online',
  // The more popular first among equal matches.
  document: (p) => place('poi', p.id, nameLines(p.name, p.name_en, foldLatin(p.name_en)), p.popularity),
};

type DestinationSource = Awaited<ReturnType<typeof destinationSearchRows>>[number];
const destinations: Kind<DestinationSource> = {
  byIds: (db, ids) => destinationSearchRows(db, { ids }),
  after: (db, afterId, limit) => destinationSearchRows(db, { afterId, limit }),
  searchable: (d) => (SEARCHED_DESTINATION_KINDS as readonly string[]).includes(d.kind),
  document: (d) =>
    place(
      'destination',
      d.id,
      // A place known only by its foreign name has pinyin and initials of that name: its English name says it all
      // (an exact 'rb' is 日本's initials, not Rio Branco's).
      d.name === d.name_en
        ? nameLines(d.name, d.name_en_fold)
        : nameLines(d.name, d.name_en_fold, d.pinyin, d.initials),
      destinationWeight(d),
    ),
};

/** Recommended places first, then countries before provinces before cities, then the more populous. */
function destinationWeight(d: { hot: number; level: number; population: number }): number {
  return (d.hot > 0 ? 1e12 : 0) + (4 - d.level) * 1e10 + Math.min(d.population, 1e10 - 1);
}

const KINDS: { [K in DocumentKind]: Kind<{ id: number }> } = {
  content: contents as Kind<{ id: number }>,
  topic: topics as Kind<{ id: number }>,
  activity: activities as Kind<{ id: number }>,
  product: products as Kind<{ id: number }>,
  destination: destinations as Kind<{ id: number }>,
  poi: pois as Kind<{ id: number }>,
};

/** Brings the documents of these rows of a kind in line with the rows. */
export async function indexRows(app: AppContext, kind: DocumentKind, ids: readonly number[]): Promise<void> {
  const k = KINDS[kind];
  const shown = (await k.byIds(app.db, ids)).filter((s) => k.searchable(s));
  const shownIds = new Set(shown.map((s) => s.id));
  await upsertDocuments(
    app.db,
    shown.map((s) => k.document(s)),
  );
  await removeDocuments(
    app.db,
    kind,
    ids.filter((id) => !shownIds.has(id)),
  );
}

const BATCH = 500;

/**
 * Indexes every searchable row the index has no document of, in batches: the demo seeding (which writes its rows
 * without events), a database from before the index, rows written by SQL outside the server. Reads each owner's rows
 * once in id order; what changes meanwhile arrives as events.
 */
export async function indexMissing(app: AppContext): Promise<Record<DocumentKind, number>> {
  const added = { content: 0, topic: 0, activity: 0, product: 0, destination: 0, poi: 0 };
  for (const kind of Object.keys(KINDS) as DocumentKind[]) {
    const k = KINDS[kind];
    for (let after = 0; ;) {
      const batch = await k.after(app.db, after, BATCH);
      const have = await documentIdsAmong(
        app.db,
        kind,
        batch.map((s) => s.id),
      );
      const missing = batch.filter((s) => !have.has(s.id));
      await upsertDocuments(
        app.db,
        missing.map((s) => k.document(s)),
      );
      added[kind] += missing.length;
      if (batch.length < BATCH) break;
      after = batch.at(-1)!.id;
    }
  }
  return added;
}

/** Whether an owner has searchable rows of a kind the index holds none of: a database from before it, fresh demo rows. */
export async function needsBackfill(app: AppContext): Promise<boolean> {
  for (const kind of Object.keys(KINDS) as DocumentKind[]) {
    if (!(await hasDocuments(app.db, kind)) && (await KINDS[kind].after(app.db, 0, 1)).length > 0) return true;
  }
  return false;
}

/** The demo seeding's part: its rows are written without events, so the index is filled once they are in. */
export async function indexDemo(app: AppContext, say: (line: string) => void): Promise<void> {
  if (!(await needsBackfill(app))) return;
  const added = await indexMissing(app);
  say(
    `demo: search index of ${added.content} contents, ${added.topic} topics, ${added.activity} activities, ${added.product} products, ${added.destination} destinations, ${added.poi} POIs`,
  );
}
