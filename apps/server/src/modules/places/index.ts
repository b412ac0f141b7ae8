// The places area's surface for the console (docs/product/console-content.md).
export { decideProposalAsOperator, editablePoi, editPoi, proposalPage } from './console-service.ts';
