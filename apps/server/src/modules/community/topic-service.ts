import type { SessionUser } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { decodeCursor, pageOf } from '../../platform/db/keyset-cursor.ts';
import { likePattern } from '../../platform/text/search-text.ts';
import {
  addTopicView,
  findColumn,
  findColumns,
  findSubclasses,
  findTopicDetail,
  findTopicPage,
  type TopicQuery,
  type TopicRaw,
} from './topic-repository.ts';

const str = (v: number | null) => (v === null ? null : String(v));

export const toTopicRow = (t: TopicRaw) => ({
  id: String(t.id),
  title: t.title,
  description: t.description,
  coverUrl: t.cover_url,
  subclassId: str(t.subclass_id),
  className: t.class_name ?? '',
  contentCount: t.content_count,
  viewCount: t.view_count,
});

async function topicPage(
  app: AppContext,
  q: Omit<TopicQuery, 'after' | 'limit'>,
  cursor: string | null | undefined,
  size: number,
) {
  const rows = await findTopicPage(app.db, { ...q, after: decodeCursor(cursor), limit: size + 1 });
  const page = pageOf(rows, size, (last) => ({
    value: q.sort === 'hot' ? String(last.content_count) : last.cursor_at,
    id: last.id,
  }));
  return { rows: page.rows.map(toTopicRow), nextCursor: page.nextCursor };
}

export async function topicDetail(app: AppContext, viewer: SessionUser | null, topicId: number) {
  const [t] = await Promise.all([findTopicDetail(app.db, topicId, viewer?.id ?? null), addTopicView(app.db, topicId)]);
  if (!t) throw notFound();
  return {
    ...toTopicRow(t),
    viewCount: t.view_count + 1,
    participantCount: t.participants,
    likeCount: t.likes,
    participants: t.recent.map((u) => ({ userId: u.user_code, nickname: u.nickname, avatar: u.avatar_url })),
    joined: t.joined,
  };
}

export async function subclasses(app: AppContext) {
  const rows = await findSubclasses(app.db);
  return { rows: rows.map((s) => ({ id: String(s.id), className: s.class_name, topicCount: s.topics })) };
}

export function topicsByParams(
  app: AppContext,
  input: {
    subclassId?: number | undefined;
    keyword?: string | undefined;
    sort: 'hot' | 'new';
    cursor?: string | null | undefined;
    pageSize: number;
  },
) {
  const keyword = input.keyword?.trim();
  return topicPage(
    app,
    { subclassId: input.subclassId, sort: input.sort, pattern: keyword ? likePattern(keyword) : undefined },
    input.cursor,
    input.pageSize,
  );
}

export async function squareColumns(app: AppContext) {
  const rows = await findColumns(app.db);
  return { rows: rows.map((c) => ({ id: String(c.id), name: c.name, kind: c.kind })) };
}

export async function columnData(
  app: AppContext,
  input: { columnId: number; cursor?: string | null | undefined; pageSize: number },
) {
  const column = await findColumn(app.db, input.columnId);
  if (!column) throw notFound();
  const sort = column.kind === 'new' ? 'new' : 'hot';
  return topicPage(app, { sort, subclassId: column.subclass_id ?? undefined }, input.cursor, input.pageSize);
}
