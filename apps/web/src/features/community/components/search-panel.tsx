import { messages } from '../messages';
import { useHotWords } from '../api/search';
import styles from './search-panel.module.css';

const t = messages.community.search;

/** Before anything is typed: the words searched on this device, then what many search now. */
export function SearchPanel({
  recent,
  onPick,
  onClearRecent,
}: {
  recent: readonly string[];
  onPick: (word: string) => void;
  onClearRecent: () => void;
}) {
  const hot = useHotWords(true);
  const hotWords = hot.data?.hot ?? [];
  return (
    <div className={styles.panel} data-testid="search-panel">
      {recent.length > 0 ? (
        <section className={styles.group} aria-label={t.recent}>
          <h3 className={styles.title}>
            {t.recent}
            <button type="button" className={styles.clear} onClick={onClearRecent} aria-label={t.clearRecent}>
              {t.clear}
            </button>
          </h3>
          <div className={styles.chips} data-testid="search-recent">
            {recent.map((w) => (
              <button key={w} type="button" className={styles.chip} onClick={() => onPick(w)}>
                {w}
              </button>
            ))}
          </div>
        </section>
      ) : null}
      {hotWords.length > 0 ? (
        <section className={styles.group} aria-label={t.hot}>
          <h3 className={styles.title}>{t.hot}</h3>
          <ol className={styles.hot} data-testid="search-hot">
            {hotWords.map((h, i) => (
              <li key={h.word}>
                <button type="button" className={styles.hotWord} onClick={() => onPick(h.word)}>
                  <span className={`${styles.rank} ${i < 3 ? styles.top : ''}`}>{i + 1}</span>
                  <span className={styles.word}>{h.word}</span>
                </button>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}
