import { useState } from 'react';
import { useNavigate } from 'react-router';
import { textLength } from '@app/rules';
import { fmt } from '../../../../lib/messages';
import { showToast } from '../../../../ui/toast';
import { useClassifys } from '../api/publishing';
import { basicInput, basicProblem, FLOW, stepHref, TITLE_MAX, type BasicForm } from '../flow-form';
import { organiserMessages } from '../messages';
import { CoverPicker } from './cover-picker';
import { FlowFooter, FlowSteps, Switch } from './flow-parts';
import { useActivitySaver } from './use-activity-saver';
import styles from './flow.module.css';

const t = organiserMessages.edit;

type Props = {
  id: string;
  initial: BasicForm;
  mode: 'draft' | 'published';
  questionCount: number;
  /** A new draft got its id from the first save: the address learns it, the form stays as it is. */
  onCreated: (id: string) => void;
  notice?: React.ReactNode;
};

/** /activityEdit's form: cover, title, category, place, times, introduction, invitation only, the question set. */
export function BasicStep({ id, initial, mode, questionCount, onCreated, notice }: Props) {
  const navigate = useNavigate();
  const [form, setForm] = useState(initial);
  const classifys = useClassifys();
  const saver = useActivitySaver(id, mode, onCreated);

  const change = (patch: Partial<BasicForm>) => {
    const next = { ...form, ...patch };
    setForm(next);
    saver.autosave(() => basicInput(next));
  };

  const saveAnd = async (go: (id: string) => string) => {
    try {
      const saved = await saver.saveNow(() => basicInput(form));
      void navigate(go(saved.id));
    } catch {
      // The client has toasted the server's words.
    }
  };

  const onNext = () => {
    const problem = basicProblem(form);
    if (problem) return showToast(t[problem]);
    void saveAnd((savedId) => stepHref(FLOW.tickets, savedId));
  };

  const status =
    saver.state === 'saving'
      ? organiserMessages.common.saving
      : saver.state === 'failed'
        ? saver.error
        : saver.state === 'saved' && mode === 'draft'
          ? t.draftSaved
          : '';
  const titleUnits = textLength(form.title.trim());

  return (
    <div className={styles.page} data-testid="activity-edit">
      <FlowSteps current={0} />
      {notice}
      {mode === 'published' ? <p className={styles.notice}>{t.editing}</p> : null}
      <section className={styles.section}>
        <CoverPicker value={form.coverUrl} onChange={(coverUrl) => change({ coverUrl })} />
        <label className={styles.row}>
          <span className={`${styles.label} ${styles.required}`}>{t.title}</span>
          <input
            className={styles.input}
            value={form.title}
            placeholder={t.titlePlaceholder}
            onChange={(e) => change({ title: e.target.value })}
            data-testid="activity-title"
          />
        </label>
        {titleUnits > TITLE_MAX ? <p className={styles.error}>{t.titleTooLong}</p> : null}
        <label className={styles.row}>
          <span className={styles.label}>{t.classify}</span>
          <select
            className={styles.select}
            value={form.classifyId}
            onChange={(e) => change({ classifyId: e.target.value })}
            data-testid="activity-classify"
          >
            <option value="">{t.classifyNone}</option>
            {classifys.data?.rows.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      </section>

      <section className={styles.section}>
        <label className={styles.row}>
          <span className={`${styles.label} ${styles.required}`}>{t.city}</span>
          <input
            className={styles.input}
            value={form.city}
            placeholder={t.cityPlaceholder}
            onChange={(e) => change({ city: e.target.value })}
            data-testid="activity-city"
          />
        </label>
        <label className={styles.row}>
          <span className={styles.label}>{t.address}</span>
          <input
            className={styles.input}
            value={form.address}
            placeholder={t.addressPlaceholder}
            onChange={(e) => change({ address: e.target.value })}
            data-testid="activity-address"
          />
        </label>
        <TimeRow
          label={t.startAt}
          required
          value={form.startAt}
          onChange={(startAt) => change({ startAt })}
          testId="activity-start"
        />
        <TimeRow
          label={t.endAt}
          required
          value={form.endAt}
          onChange={(endAt) => change({ endAt })}
          testId="activity-end"
        />
        <TimeRow
          label={t.enrolStartAt}
          value={form.enrolStartAt}
          onChange={(enrolStartAt) => change({ enrolStartAt })}
        />
        <TimeRow label={t.enrolEndAt} value={form.enrolEndAt} onChange={(enrolEndAt) => change({ enrolEndAt })} />
        <p className={styles.hint}>{t.optional}</p>
      </section>

      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t.intro}</h2>
        <textarea
          className={styles.textarea}
          value={form.intro}
          placeholder={t.introPlaceholder}
          maxLength={20_000}
          onChange={(e) => change({ intro: e.target.value })}
          data-testid="activity-intro"
        />
      </section>

      <section className={styles.section}>
        <div className={styles.row}>
          <span className={styles.label}>{t.questions}</span>
          <button
            type="button"
            className={styles.link}
            onClick={() => void saveAnd((savedId) => stepHref(FLOW.questions, savedId))}
            data-testid="open-question-set"
          >
            {questionCount > 0 ? fmt(t.questionsCount, { n: questionCount }) : t.questionsNone}
          </button>
        </div>
        <div className={styles.row}>
          <span className={styles.label}>{t.inviteOnly}</span>
          <Switch checked={form.inviteOnly} onChange={(inviteOnly) => change({ inviteOnly })} label={t.inviteOnly} />
        </div>
        <p className={styles.hint}>{t.inviteOnlyHint}</p>
      </section>

      <FlowFooter
        status={status}
        primary={t.next}
        disabled={saver.state === 'saving'}
        onPrimary={onNext}
        testId="flow-next"
      />
    </div>
  );
}

function TimeRow({
  label,
  value,
  onChange,
  required,
  testId,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  required?: boolean;
  testId?: string;
}) {
  return (
    <label className={styles.row}>
      <span className={`${styles.label} ${required ? styles.required : ''}`}>{label}</span>
      <input
        className={styles.input}
        type="datetime-local"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      />
    </label>
  );
}
