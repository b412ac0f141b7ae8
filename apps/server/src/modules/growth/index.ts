// The growth area's surface for other areas: what they call when a qualifying action is undone.
export { recheckRewards } from './reward-check.ts';
// The console's read of a member's ledger (docs/product/console-content.md).
export { findLedgerPage } from './console-repository.ts';
