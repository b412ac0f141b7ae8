import { fmt } from '../../../../lib/messages';
import type { QuestionRow } from '../flow-form';
import { organiserMessages } from '../messages';
import { Switch } from './flow-parts';
import flow from './flow.module.css';
import styles from './questions.module.css';

const t = organiserMessages.questions;

/** A publisher's own question: free text, or a single or multiple choice with its options. */
export function QuestionEditor({
  row,
  onChange,
  onRemove,
}: {
  row: QuestionRow;
  onChange: (patch: Partial<QuestionRow>) => void;
  onRemove: () => void;
}) {
  const choice = row.type === 'single' || row.type === 'multiple';
  const options = row.options ?? [];
  return (
    <div className={styles.custom} data-testid="custom-question">
      <div className={styles.customHead}>
        <span className={styles.type}>{t.types[row.type]}</span>
        <span className={styles.requiredLabel}>{t.required}</span>
        <Switch checked={row.required ?? true} onChange={(required) => onChange({ required })} label={t.required} />
        <button type="button" className={styles.remove} onClick={onRemove}>
          {t.remove}
        </button>
      </div>
      <input
        className={styles.field}
        value={row.title}
        maxLength={30}
        placeholder={t.titlePlaceholder}
        onChange={(e) => onChange({ title: e.target.value })}
        data-testid="question-title"
      />
      {choice ? (
        <>
          {options.map((o, i) => (
            <div key={i} className={styles.option}>
              <input
                className={styles.field}
                value={o}
                maxLength={30}
                placeholder={fmt(t.optionPlaceholder, { n: i + 1 })}
                onChange={(e) => onChange({ options: options.map((x, j) => (j === i ? e.target.value : x)) })}
                data-testid="question-option"
              />
              {options.length > 2 ? (
                <button
                  type="button"
                  className={styles.remove}
                  onClick={() => onChange({ options: options.filter((_, j) => j !== i) })}
                  aria-label={t.remove}
                >
                  ×
                </button>
              ) : null}
            </div>
          ))}
          {options.length < 20 ? (
            <button type="button" className={flow.chip} onClick={() => onChange({ options: [...options, ''] })}>
              {t.addOption}
            </button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
