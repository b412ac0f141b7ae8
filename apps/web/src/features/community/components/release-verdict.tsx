import { fmt } from '../../../lib/messages';
import { messages } from '../messages';
import { AlertIcon, CheckCircleIcon } from '../../../ui/action-icons';
import type { FilterVerdict } from '../api/publish';
import styles from './release-verdict.module.css';

const t = messages.community.release;

/** The content filter's verdict before publishing: passed, or which words in which field. */
export function ReleaseVerdict({ verdict, checking }: { verdict: FilterVerdict | undefined; checking: boolean }) {
  if (!verdict) {
    return checking ? (
      <p className={styles.checking} data-testid="filter-verdict" data-state="checking">
        {t.checking}
      </p>
    ) : null;
  }
  if (verdict.pass) {
    // Passed, but an advert goes to review and an insult is starred: the writer is told before publishing.
    const held = verdict.items.some((i) => i.verdict === 'review');
    const masked = verdict.items.some((i) => i.verdict === 'mask');
    const state = held ? 'review' : masked ? 'mask' : 'pass';
    return (
      <p className={state === 'pass' ? styles.pass : styles.checking} data-testid="filter-verdict" data-state={state}>
        <CheckCircleIcon className={styles.icon} />
        {held ? t.checkReview : masked ? t.checkMask : t.checkPass}
      </p>
    );
  }
  return (
    <div className={styles.fail} role="alert" data-testid="filter-verdict" data-state="fail">
      <p className={styles.failTitle}>
        <AlertIcon className={styles.icon} />
        {t.checkFail}
      </p>
      <ul className={styles.items}>
        {verdict.items
          .filter((i) => !i.pass)
          .map((i) => (
            <li key={`${i.kind}:${i.content}`}>
              {fmt(t.checkWords, { kind: i.kind === 'title' ? t.kindTitle : t.kindText, words: '' })}
              {i.words.map((w) => (
                <mark key={w} className={styles.word}>
                  {w}
                </mark>
              ))}
            </li>
          ))}
      </ul>
    </div>
  );
}
