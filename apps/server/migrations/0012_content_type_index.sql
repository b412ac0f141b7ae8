-- The feed filtered by kind (文章 or 动态): with only the by-time and by-heat indexes, a rare kind was found by
-- reading the whole table (12 articles among 1,000,000 dynamics: 240-430 ms a page, JIT compiling on top). One index
-- per sort serves a kind's pages in keyset order, as contents_new serves the unfiltered feed.
create index contents_type_new on contents (type, created_at desc, id desc) where status = 'published';
create index contents_type_hot on contents (type, hot_score desc, id desc) where status = 'published';
