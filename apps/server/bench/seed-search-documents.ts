import { sql, type Kysely } from 'kysely';
import type { DB } from '../src/platform/db/schema.ts';

/**
 * Search documents for the rows a seed cloned by SQL (ids above `sourcesUpTo`) from the demo rows at or below it:
 * a clone has its source's text, so it gets its source's tokens and folded text, as the server's indexer would have
 * cut them. Without them the server's re-index pass at start would cut a million texts behind the bench's back.
 * Contents are matched to their source by title and body, activities by title and intro.
 */
export async function copyCloneDocuments(db: Kysely<DB>, kind: 'content' | 'activity', sourcesUpTo: number) {
  if (kind === 'content') {
    await sql`
      with src as (
        select distinct on (s.title, s.body) s.title, s.body, d.tokens, d.norm
        from search_documents d join contents s on s.id = d.ref_id
        where d.kind = 'content' and d.ref_id <= ${sourcesUpTo}
        order by s.title, s.body, s.id
      )
      insert into search_documents (kind, ref_id, author_id, tokens, norm)
      select 'content', c.id, c.author_id, src.tokens, src.norm
      from contents c join src on src.title = c.title and src.body = c.body
      where c.id > ${sourcesUpTo} and c.status = 'published'
      on conflict do nothing`.execute(db);
  } else {
    await sql`
      with src as (
        select distinct on (s.title, s.intro) s.title, s.intro, d.tokens, d.norm
        from search_documents d join activities s on s.id = d.ref_id
        where d.kind = 'activity' and d.ref_id <= ${sourcesUpTo}
        order by s.title, s.intro, s.id
      )
      insert into search_documents (kind, ref_id, starts_at, tokens, norm)
      select 'activity', a.id, a.start_at, src.tokens, src.norm
      from activities a join src on src.title = a.title and src.intro = a.intro
      where a.id > ${sourcesUpTo} and a.status = 'online' and a.club_id is null
      on conflict do nothing`.execute(db);
  }
}
