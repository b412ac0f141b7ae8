-- The content filter (docs/product/content-filter.md): each word operators add carries a category and a verdict
-- (block: refused; review: kept for its author until a moderator passes it; mask: stored with the word starred).
-- The rows already listed keep their words and become 'custom' words that block, as they did.
alter table sensitive_words
  add column category text not null default 'custom'
    check (category in ('politics', 'pornography', 'gambling', 'drugs', 'fraud', 'trade', 'insult', 'violence',
                        'terrorism', 'custom')),
  add column verdict text not null default 'block' check (verdict in ('block', 'review', 'mask')),
  add column updated_at timestamptz not null default now();

-- A text with a review verdict is stored as 'review': its author sees it, nobody else does.
alter table contents drop constraint contents_status_check;
alter table contents add constraint contents_status_check check (status in ('published', 'hidden', 'review', 'deleted'));
alter table comments drop constraint comments_status_check;
alter table comments add constraint comments_status_check check (status in ('published', 'hidden', 'review', 'deleted'));
