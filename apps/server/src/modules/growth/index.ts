// The growth area's surface for other areas: what they call when a qualifying action is undone.
export { recheckRewards } from './reward-check.ts';
