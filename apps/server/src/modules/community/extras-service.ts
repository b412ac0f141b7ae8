import type { SessionUser } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { toFeedRow } from './feed-row.ts';
import { findContent } from './content-repository.ts';
import {
  findAdverts,
  findCategories,
  findHotWords,
  findShareConfig,
  findSharePage,
  findSuggestions,
} from './extras-repository.ts';
import { decodeCursor, pageOf } from '../../platform/db/keyset-cursor.ts';
import { findUserByCode } from './people-repository.ts';
import { likePattern } from '../../platform/text/search-text.ts';

export async function adverts(
  app: AppContext,
  input: { page: string; channel?: string | undefined; storeId?: string | undefined },
) {
  const channels = [input.channel, input.storeId].filter((c): c is string => Boolean(c));
  const rows = await findAdverts(app.db, input.page, channels);
  return { rows: rows.map((a) => ({ id: String(a.id), title: a.title, imageUrl: a.image_url, linkUrl: a.link_url })) };
}

export async function findWords(app: AppContext, input: { keyword?: string | undefined; pageSize: number }) {
  const keyword = input.keyword?.trim();
  const [hot, suggestions] = await Promise.all([
    findHotWords(app.db, input.pageSize),
    keyword ? findSuggestions(app.db, likePattern(keyword), input.pageSize) : Promise.resolve([]),
  ]);
  return { hot, suggestions };
}

export async function categories(app: AppContext, kind: 'main' | 'diy') {
  const rows = await findCategories(app.db, kind);
  return { rows: rows.map((c) => ({ id: String(c.id), name: c.name, iconUrl: c.icon_url })) };
}

/**
 * Share card configuration. 'content:<id>' builds the card from that content item (title, first image,
 * the start of its text); other keys are rows of share_configs.
 */
export async function shareConfig(app: AppContext, key: string) {
  const match = /^content:(\d{1,15})$/.exec(key);
  if (match) {
    const c = await findContent(app.db, Number(match[1]), null);
    if (!c) throw notFound();
    return {
      key,
      title: c.title || [...c.body].slice(0, 30).join(''),
      description: [...c.body].slice(0, 60).join(''),
      imageUrl: c.images[0]?.url ?? '',
      link: `/dynamicDetails?id=${c.id}`,
    };
  }
  const row = await findShareConfig(app.db, key);
  if (!row) throw notFound();
  return { key: row.key, title: row.title, description: row.description, imageUrl: row.image_url, link: row.link };
}

export async function shareList(
  app: AppContext,
  viewer: SessionUser | null,
  input: { userId?: string | undefined; cursor?: string | null | undefined; pageSize: number },
) {
  const userId = input.userId !== undefined ? (await findUserByCode(app.db, input.userId))?.id : viewer?.id;
  if (userId === undefined) {
    if (input.userId !== undefined) throw notFound();
    return { rows: [], nextCursor: null };
  }
  const rows = await findSharePage(app.db, userId, viewer?.id ?? null, decodeCursor(input.cursor), input.pageSize + 1);
  const page = pageOf(rows, input.pageSize, (last) => ({ value: last.at, id: last.id }));
  return {
    rows: page.rows.map((s) => ({
      id: String(s.id),
      targetType: s.target_type,
      targetId: String(s.target_id),
      channel: s.channel,
      createdAt: new Date(s.at).toISOString(),
      content: s.content ? toFeedRow(s.content, app.media.urlOf) : null,
    })),
    nextCursor: page.nextCursor,
  };
}
