// The destination guides' six screens travel as one chunk: each lazy route puts a list of the chunks it needs into
// the entry, and six lists of these screens' small parts would grow /speakTopic's first load (routes.tsx).
export { Component as LocationBasics } from './location-basics';
export { Component as BillboardList } from './billboard-list';
export { Component as StrategyList } from './strategy-list';
export { Component as ArticleDetails } from './article-details';
export { Component as RankList } from './rank-list';
export { Component as DestinationInformation } from './destination-information';
