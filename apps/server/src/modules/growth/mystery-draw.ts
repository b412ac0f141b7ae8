import { randomInt } from 'node:crypto';

/** Probabilities are percents with two decimals: draws are made in hundredths of a percent. */
const SCALE = 10_000;

/**
 * Draws at most one award with its probability from a secure random source. What the awards leave below 100 %
 * draws nothing. `roll` is for tests of the arithmetic only.
 */
export function drawAward<A extends { probability: number }>(
  awards: readonly A[],
  roll: number = randomInt(0, SCALE),
): A | null {
  let upTo = 0;
  for (const award of awards) {
    upTo += Math.round(award.probability * 100);
    if (roll < upTo) return award;
  }
  return null;
}
