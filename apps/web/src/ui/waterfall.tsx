import { useDeferredValue, useMemo, type Key, type ReactNode } from 'react';
import { placeInColumns } from './waterfall-layout';
import styles from './waterfall.module.css';

export type WaterfallProps<T> = {
  items: readonly T[];
  getKey: (item: T) => Key;
  /** Height in column widths (an image of aspect h/w plus its caption): only the ratio between items matters. */
  estimateHeight: (item: T) => number;
  renderItem: (item: T, index: number) => ReactNode;
  columns?: number;
  /** How many items the first commit shows (the rest follow in a background render); about a phone's screen. */
  firstCommit?: number;
};

/** Two columns of four cards fill a phone's first screen with some to spare. */
const FIRST_COMMIT = 8;

/**
 * A masonry of columns filled shortest-first from known sizes, so nothing is measured and nothing jumps.
 *
 * A grid mounted with its whole first page (20 cards, ~350 elements) renders, lays out and paints it all before
 * anything shows: the first screen's pictures waited for cards below the fold. On mount it commits the first
 * screen's cards and holds the place of the others (a block of their estimated height in each column, so the page is
 * as tall as it will be and what follows the grid, such as a load-more trigger, stays where it will be); React then
 * renders the rest in the background (useDeferredValue's initial value). Placement is greedy in order
 * (waterfall-layout.ts), so the cards shown first keep their places.
 */
export function Waterfall<T>({
  items,
  getKey,
  estimateHeight,
  renderItem,
  columns = 2,
  firstCommit = FIRST_COMMIT,
}: WaterfallProps<T>) {
  const complete = useDeferredValue(true, false);
  const indexed = useMemo(() => items.map((item, index) => ({ item, index })), [items]);
  const placed = useMemo(
    () => placeInColumns(indexed, ({ item }) => estimateHeight(item), columns),
    [indexed, estimateHeight, columns],
  );
  return (
    <div className={styles.grid}>
      {placed.map((column, c) => {
        const shown = complete ? column : column.filter(({ index }) => index < firstCommit);
        const held = complete
          ? 0
          : column.reduce((sum, { item, index }) => (index < firstCommit ? sum : sum + estimateHeight(item)), 0);
        return (
          <div className={styles.column} key={c}>
            {shown.map(({ item, index }) => (
              <div className={styles.cell} key={getKey(item)}>
                {renderItem(item, index)}
              </div>
            ))}
            {/* Vertical padding in % is of the column's width: the held cards' estimated height. */}
            {held > 0 && <div aria-hidden style={{ paddingTop: `${held * 100}%` }} data-testid="waterfall-held" />}
          </div>
        );
      })}
    </div>
  );
}
