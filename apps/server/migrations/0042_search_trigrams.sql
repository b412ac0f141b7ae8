-- Search's substring match (a whole keyword anywhere in a document's folded text, a place's name containing what was
-- typed, every word of a product query) is a like '%…%', which no b-tree or text index serves: trigram indexes do,
-- per kind as the text indexes are (a query names its kind as a literal). pg_trgm is a trusted extension
-- (PostgreSQL 13+: a database owner may create it); PGlite loads it from its contrib build.
create extension if not exists pg_trgm;
create index search_documents_content_norm on search_documents using gin (norm gin_trgm_ops) where kind = 'content';
create index search_documents_topic_norm on search_documents using gin (norm gin_trgm_ops) where kind = 'topic';
create index search_documents_activity_norm on search_documents using gin (norm gin_trgm_ops) where kind = 'activity';
create index search_documents_product_norm on search_documents using gin (norm gin_trgm_ops) where kind = 'product';
create index search_documents_destination_names on search_documents using gin (names gin_trgm_ops)
  where kind = 'destination';
create index search_documents_poi_names on search_documents using gin (names gin_trgm_ops) where kind = 'poi';
