-- Search keeps its own index (0037, 0040); the owners' copies of it are no longer written or read. topics.search_norm
-- stays: the topic list's own filter reads it. products.search_text stays: the mall's own product search reads it.
drop index if exists contents_search;
drop index if exists topics_search;
drop index if exists activities_search;
alter table contents drop column search_vector, drop column search_tokens, drop column search_norm;
alter table topics drop column search_vector, drop column search_tokens;
alter table activities drop column search_vector, drop column search_tokens, drop column search_norm;
