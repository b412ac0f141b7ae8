-- A comment list shows the published comments and the viewer's own held for review (docs/product/content-filter.md,
-- "review"): its filter, status = 'published' or (status = 'review' and author_id = the viewer), is implied by
-- neither index on status = 'published' alone, so a post's comments were read whole and sorted for every page (100,000
-- comments under one post: 108 ms a page, against 0.16 ms on an index holding both states). Both indexes now hold
-- every comment some viewer may see; a filter on 'published' alone is served by them too.
drop index comments_target;
create index comments_target on comments (target_type, target_id, created_at desc, id desc)
  where status in ('published', 'review') and root_id is null;
drop index comments_thread;
create index comments_thread on comments (root_id, created_at, id) where status in ('published', 'review');
