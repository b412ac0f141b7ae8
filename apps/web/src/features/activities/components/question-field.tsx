import { GENDERS } from '@app/rules';
import { fmt } from '../../../lib/messages';
import type { AnswerValue, Question } from '../api/contract-types';
import { messages } from '../messages';
import styles from './question-field.module.css';

const t = messages.apply;

const INPUT: Partial<Record<Question['type'], { type: string; inputMode?: 'tel' | 'email' | 'text'; max: number }>> = {
  name: { type: 'text', max: 40 },
  mobile: { type: 'tel', inputMode: 'tel', max: 11 },
  idNumber: { type: 'text', max: 18 },
  passport: { type: 'text', max: 17 },
  email: { type: 'email', inputMode: 'email', max: 40 },
};

/** One question of the publisher's set: a text box, a choice of 男/女, a single or multiple choice. */
export function QuestionField({
  q,
  value,
  error,
  onChange,
  onBlur,
}: {
  q: Question;
  value: AnswerValue | undefined;
  error: string | null;
  onChange: (value: AnswerValue) => void;
  onBlur: () => void;
}) {
  const id = `q-${q.id}`;
  const head = (
    <label className={styles.label} htmlFor={id}>
      {q.title}
      <span className={q.required ? styles.required : styles.optional}>{q.required ? t.required : t.optional}</span>
    </label>
  );
  const text = typeof value === 'string' ? value : '';
  const list = Array.isArray(value) ? value : [];

  let control;
  if (q.type === 'gender' || q.type === 'single' || q.type === 'multiple') {
    const options = q.type === 'gender' ? [...GENDERS] : (q.options ?? []);
    const multiple = q.type === 'multiple';
    control = (
      <div className={styles.options} role={multiple ? 'group' : 'radiogroup'} aria-labelledby={id} id={id}>
        {options.map((o) => {
          const on = multiple ? list.includes(o) : text === o;
          return (
            <button
              key={o}
              type="button"
              role={multiple ? 'checkbox' : 'radio'}
              aria-checked={on}
              className={`${styles.option} ${on ? styles.optionOn : ''}`}
              onClick={() => {
                onChange(multiple ? (on ? list.filter((x) => x !== o) : [...list, o]) : o);
                onBlur();
              }}
            >
              {o}
            </button>
          );
        })}
      </div>
    );
  } else if (q.type === 'text') {
    control = (
      <textarea
        id={id}
        className={`${styles.input} ${styles.area}`}
        value={text}
        rows={3}
        maxLength={200}
        placeholder={fmt(t.placeholder, { title: q.title })}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
    );
  } else {
    const spec = INPUT[q.type] ?? { type: 'text', max: 60 };
    control = (
      <input
        id={id}
        className={styles.input}
        type={spec.type}
        inputMode={spec.inputMode}
        maxLength={spec.max}
        autoComplete={q.type === 'name' ? 'name' : q.type === 'mobile' ? 'tel' : q.type === 'email' ? 'email' : 'off'}
        value={text}
        placeholder={fmt(t.placeholder, { title: q.title })}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
      />
    );
  }

  return (
    <div className={styles.field} data-testid="question" data-type={q.type} data-question={q.id}>
      {head}
      {control}
      {error ? (
        <p className={styles.error} role="alert" data-testid="question-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
