// The growth area's surface for other areas: what the console reads and changes (docs/product/console-catalog.md):
// tasks, the sign-in calendar, levels, manual adjustments as ledger transactions.
// Follows the qualifying actions other areas publish (docs/decisions/0019-growth-follows-events.md).
export { growthActionConsumer } from './action-consumer.ts';
// The console's read of a member's ledger (docs/product/console-content.md).
export { findLedgerPage, pointsByDay, signInsByDay } from './console-repository.ts';
export {
  adjustPoints,
  adminLevels,
  adminSignCalendar,
  adminTaskList,
  createTask,
  GROWTH_ADMIN_MESSAGES,
  ledgerPage,
  saveLevels,
  saveSignDay,
  updateTask,
} from './admin-service.ts';
export type { TaskFields } from './admin-repository.ts';
export { post } from './ledger-service.ts';
export { chargeCoins, refundCharge, settleBeforeSpending } from './points-payment-service.ts';
// Growth's part in privacy's copy of one's data (docs/architecture.md, "Who owns which table").
export { exportPoints } from './personal-data.ts';
