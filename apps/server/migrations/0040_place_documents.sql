-- Destinations and POIs join the search index (docs/product/search.md, docs/decisions/0018-outbox-and-search-area.md).
-- A place is found by its names, not by jieba's words: names holds each of them folded, one a line (Chinese name,
-- English name, pinyin, initials), so "exact", "starts with" and "contains" are likes over it; weight orders equal
-- matches (a POI's popularity; a destination's recommendation, level and population).
alter table search_documents drop constraint search_documents_kind_check;
alter table search_documents add constraint search_documents_kind_check
  check (kind in ('content', 'topic', 'activity', 'product', 'destination', 'poi'));
alter table search_documents add column names text not null default '';
alter table search_documents add column weight double precision not null default 0;
