/**
 * Splits items over columns, each into the currently shortest one (ties go left), by estimated height.
 * Greedy in order, so the placement of the first N items never depends on what comes after them:
 * appending a page never moves a card that is already on screen.
 */
export function placeInColumns<T>(items: readonly T[], estimateHeight: (item: T) => number, columnCount = 2): T[][] {
  const count = Math.max(1, Math.floor(columnCount));
  const columns: T[][] = Array.from({ length: count }, () => []);
  const heights: number[] = new Array<number>(count).fill(0);
  for (const item of items) {
    let shortest = 0;
    for (let c = 1; c < count; c++) if ((heights[c] ?? 0) < (heights[shortest] ?? 0)) shortest = c;
    columns[shortest]?.push(item);
    const h = estimateHeight(item);
    heights[shortest] = (heights[shortest] ?? 0) + (Number.isFinite(h) && h > 0 ? h : 0);
  }
  return columns;
}

/** Cover aspect (height / width) kept within 3:4 .. 4:3 so a panorama or a long screenshot cannot dominate a column. */
export const MIN_COVER_RATIO = 3 / 4;
export const MAX_COVER_RATIO = 4 / 3;

export function coverRatio(width: number, height: number): number {
  if (!(width > 0) || !(height > 0)) return 1;
  return Math.min(MAX_COVER_RATIO, Math.max(MIN_COVER_RATIO, height / width));
}
