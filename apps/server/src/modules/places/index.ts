// The places area's surface for the console and other areas (docs/product/console-content.md), and the POI and
// destination search the community's search answers with.
export { decideProposalAsOperator, editablePoi, editPoi, proposalPage } from './console-service.ts';
export { searchDestinations } from './destination-service.ts';
export { onlinePoiNames, searchPois } from './poi-service.ts';
export { isPoiTargetable } from './poi-repository.ts';
