import { TEXT_LIMITS } from '@app/rules';
import { fmt } from '../../../lib/messages';
import { messages } from '../messages';
import type { ReleaseCheck } from '../lib/release-form';
import styles from './release-fields.module.css';

const t = messages.community.release;

/** Title (60) and text (2,000) with their counters, where a Chinese character counts 2. */
export function ReleaseFields({
  title,
  text,
  check,
  onChange,
}: {
  title: string;
  text: string;
  check: ReleaseCheck;
  onChange: (patch: { title?: string; text?: string }) => void;
}) {
  return (
    <div className={styles.fields}>
      <div className={styles.titleRow}>
        <input
          className={styles.title}
          value={title}
          onChange={(e) => onChange({ title: e.target.value })}
          placeholder={t.titlePlaceholder}
          aria-label={t.titlePlaceholder}
          data-testid="release-title"
        />
        <span className={`${styles.counter} ${check.titleOver ? styles.over : ''}`} data-testid="title-counter">
          {fmt(t.textCounter, { n: check.titleLength, max: TEXT_LIMITS.title })}
        </span>
      </div>
      <textarea
        className={styles.text}
        value={text}
        onChange={(e) => onChange({ text: e.target.value })}
        placeholder={t.textPlaceholder}
        aria-label={t.textPlaceholder}
        rows={7}
        data-testid="release-text"
      />
      <div className={styles.foot}>
        <span className={`${styles.counter} ${check.textOver ? styles.over : ''}`} data-testid="text-counter">
          {fmt(t.textCounter, { n: check.textLength, max: TEXT_LIMITS.dynamic })}
        </span>
      </div>
    </div>
  );
}
