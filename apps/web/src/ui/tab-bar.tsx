import styles from './tab-bar.module.css';

export type TabItem<K extends string> = { key: K; label: string };

/**
 * A row of text tabs with an underline under the active one. Hand-made rather than antd-mobile's Tabs,
 * whose swipeable ink bar brings an animation library into the first load for two words.
 */
export function TabBar<K extends string>({
  items,
  active,
  onChange,
  label,
  scrollable,
}: {
  items: readonly TabItem<K>[];
  active: K;
  onChange: (key: K) => void;
  label?: string;
  /** Many tabs: the row scrolls sideways instead of squeezing them. */
  scrollable?: boolean;
}) {
  return (
    <div className={`${styles.bar} ${scrollable ? styles.scroll : ''}`} role="tablist" aria-label={label}>
      {items.map((item) => {
        const selected = item.key === active;
        return (
          <button
            key={item.key}
            type="button"
            role="tab"
            aria-selected={selected}
            className={`${styles.tab} ${selected ? styles.active : ''}`}
            onClick={() => onChange(item.key)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
