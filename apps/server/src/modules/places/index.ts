// The places area's surface for the console and other areas (docs/product/console-content.md), and what search
// indexes of POIs and destinations (docs/product/search.md).
export { decideProposalAsOperator, editablePoi, editPoi, proposalPage } from './console-service.ts';
export { foldLatin } from './destination-service.ts';
export { isPoiTargetable } from './poi-repository.ts';
export {
  destinationRefsByIds,
  destinationSearchRows,
  poiCardsByIds,
  poiSearchRows,
  SEARCHED_DESTINATION_KINDS,
} from './search-sources.ts';
