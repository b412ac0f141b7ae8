-- The search area's index (docs/product/search.md, docs/decisions/0018-outbox-and-search-area.md): one document per
-- searchable row of another area, fed by the owners' events. tokens are jieba's words (the server cuts them),
-- indexed as they are by the 'simple' configuration; norm is the folded text the whole-keyword match reads (for a
-- product: its titles, their pinyin and initials and jieba's words, where every word of a query must appear).
create table search_documents (
  kind text not null check (kind in ('content', 'topic', 'activity', 'product')),
  ref_id bigint not null,
  -- A content's author: a viewer's blocks leave the author's posts out of the viewer's search.
  author_id bigint,
  -- An activity's start: among equal ranks the later start comes first.
  starts_at timestamptz,
  tokens text not null default '',
  norm text not null default '',
  vector tsvector generated always as (to_tsvector('simple'::regconfig, tokens)) stored,
  updated_at timestamptz not null default now(),
  primary key (kind, ref_id)
);
-- One text index per kind, as each owner's table had: a query names its kind as a literal.
create index search_documents_content on search_documents using gin (vector) where kind = 'content';
create index search_documents_topic on search_documents using gin (vector) where kind = 'topic';
create index search_documents_activity on search_documents using gin (vector) where kind = 'activity';
