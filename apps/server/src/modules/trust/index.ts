// The trust area's surface: the console's routes call these (docs/product/trust.md, "Moderation").
export { moderate, type ModerationAction, type ModerationTarget } from './moderation-service.ts';
export { reportQueue } from './queue-service.ts';
export { reportsMadeBy } from './report-service.ts';
export { countReportsOf, findModerationOf, findReportsOf } from './record-service.ts';
export { reportsByDay } from './record-repository.ts';
// Trust's part in privacy's erasure (its part of the copy is reportsMadeBy; docs/architecture.md).
export { eraseReportTexts } from './personal-data-repository.ts';
