import { useMemo, type Key, type ReactNode } from 'react';
import { placeInColumns } from './waterfall-layout';
import styles from './waterfall.module.css';

export type WaterfallProps<T> = {
  items: readonly T[];
  getKey: (item: T) => Key;
  /** Height in column widths (an image of aspect h/w plus its caption): only the ratio between items matters. */
  estimateHeight: (item: T) => number;
  renderItem: (item: T, index: number) => ReactNode;
  columns?: number;
};

/** A masonry of columns filled shortest-first from known sizes, so nothing is measured and nothing jumps. */
export function Waterfall<T>({ items, getKey, estimateHeight, renderItem, columns = 2 }: WaterfallProps<T>) {
  const indexed = useMemo(() => items.map((item, index) => ({ item, index })), [items]);
  const placed = useMemo(
    () => placeInColumns(indexed, ({ item }) => estimateHeight(item), columns),
    [indexed, estimateHeight, columns],
  );
  return (
    <div className={styles.grid}>
      {placed.map((column, c) => (
        <div className={styles.column} key={c}>
          {column.map(({ item, index }) => (
            <div className={styles.cell} key={getKey(item)}>
              {renderItem(item, index)}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
