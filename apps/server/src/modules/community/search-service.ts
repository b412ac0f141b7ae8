import type { SearchRow } from '@app/contract';
import type { SessionUser } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import { toFeedRow } from './feed-row.ts';
import { decodeCursor, pageOf } from './keyset-cursor.ts';
import { searchContents, searchTopics, searchUsers } from './search-repository.ts';
import { fold, parseQuery } from './search-text.ts';

interface SearchInput {
  keyword: string;
  type: 'content' | 'topic' | 'user';
  cursor?: string | null | undefined;
  pageSize: number;
}

/** /api/ls/v1/opensearch/search over content, topics and users; one query per page. */
export async function search(app: AppContext, viewer: SessionUser | null, input: SearchInput) {
  const q = parseQuery(input.keyword);
  const at = decodeCursor(input.cursor);
  const limit = input.pageSize + 1;
  const cut = <T extends { rank: number; id: number }>(rows: T[]) =>
    pageOf(rows, input.pageSize, (last) => ({ value: String(last.rank), id: last.id }));
  let page: { rows: SearchRow[]; nextCursor: string | null };
  if (input.type === 'topic') {
    const p = cut(await searchTopics(app.db, q, at, limit));
    page = {
      nextCursor: p.nextCursor,
      rows: p.rows.map((t) => ({
        kind: 'topic' as const,
        id: String(t.id),
        title: t.title,
        description: t.description,
        coverUrl: t.cover_url,
        contentCount: t.content_count,
      })),
    };
  } else if (input.type === 'user') {
    const p = cut(await searchUsers(app.db, fold(input.keyword).trim(), q.pattern, viewer?.id ?? null, at, limit));
    page = {
      nextCursor: p.nextCursor,
      rows: p.rows.map((u) => ({
        kind: 'user' as const,
        userId: u.user_code,
        nickname: u.nickname,
        avatar: u.avatar_url,
        bio: u.bio,
        followerCount: u.followers,
      })),
    };
  } else {
    const p = cut(await searchContents(app.db, q, viewer?.id ?? null, at, limit));
    page = {
      nextCursor: p.nextCursor,
      rows: p.rows.map((r) => ({ kind: 'content' as const, ...toFeedRow(r, app.media.urlOf) })),
    };
  }
  return { ...page, type: input.type, words: q.words };
}
