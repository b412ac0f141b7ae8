// The search area's public surface (docs/product/search.md): the seed layer fills the index after loading demo rows,
// which it writes without events.
export { indexDemo } from './search-indexer.ts';
