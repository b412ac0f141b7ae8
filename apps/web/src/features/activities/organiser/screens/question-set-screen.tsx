import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../../ui/empty-state';
import { showToast } from '../../../../ui/toast';
import { fmt } from '../../../../lib/messages';
import type { ActivityDetail } from '../api/contract-types';
import { FlowGate } from '../components/flow-gate';
import { FlowFooter, Switch } from '../components/flow-parts';
import { QuestionEditor } from '../components/question-editor';
import { useActivitySaver } from '../components/use-activity-saver';
import {
  FLOW,
  isPreset,
  PRESET_TYPES,
  questionRowsOf,
  questionsInput,
  saveModeOf,
  stepHref,
  type QuestionRow,
} from '../flow-form';
import { organiserMessages } from '../messages';
import styles from '../components/flow.module.css';
import q from '../components/questions.module.css';

const t = organiserMessages.questions;
let nextKey = 0;

/**
 * /questionSet?id=: the questions a person answers when signing up: name, mobile, ID number, passport, gender,
 * email, and the publisher's own free-text and choice questions. Opened from /activityEdit; saved on the activity.
 */
export function QuestionSetScreen({ userId }: { userId: string }) {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  if (!id || !userId)
    return (
      <EmptyState
        title={t.noActivity}
        hint={t.noActivityHint}
        action={
          <Link className={q.toEdit} to={FLOW.edit}>
            {t.toEdit}
          </Link>
        }
      />
    );
  return <FlowGate id={id}>{(activity) => <QuestionSet key={activity.id} activity={activity} />}</FlowGate>;
}

function QuestionSet({ activity }: { activity: ActivityDetail }) {
  const navigate = useNavigate();
  const [rows, setRows] = useState<QuestionRow[]>(() => questionRowsOf(activity));
  const saver = useActivitySaver(activity.id, saveModeOf(activity.status), () => undefined);
  const presets = rows.filter((r) => isPreset(r.type));
  const customs = rows.filter((r) => !isPreset(r.type));

  const togglePreset = (type: (typeof PRESET_TYPES)[number]) => {
    const has = rows.some((r) => r.type === type);
    // Presets keep the order of the list; the publisher's own questions follow them.
    const next = has
      ? rows.filter((r) => r.type !== type)
      : [
          ...PRESET_TYPES.flatMap((p) =>
            p === type
              ? [{ key: `new-${++nextKey}`, type, title: t.types[type] ?? type, required: true }]
              : rows.filter((r) => r.type === p),
          ),
          ...customs,
        ];
    setRows(next);
  };

  const patch = (key: string, change: Partial<QuestionRow>) =>
    setRows(rows.map((r) => (r.key === key ? { ...r, ...change } : r)));

  const addCustom = (type: 'text' | 'single' | 'multiple') =>
    setRows([
      ...rows,
      { key: `new-${++nextKey}`, type, title: '', required: true, ...(type === 'text' ? {} : { options: ['', ''] }) },
    ]);

  const onSave = async () => {
    const checked = questionsInput(rows);
    if ('problem' in checked)
      return showToast(
        checked.problem.kind === 'needTitle' ? t.needTitle : fmt(t.needOptions, { title: checked.problem.title }),
      );
    try {
      await saver.saveNow(() => checked);
      showToast(t.savedToast);
      void navigate(stepHref(FLOW.edit, activity.id), { replace: true });
    } catch {
      // The client has toasted the server's reason.
    }
  };

  return (
    <div className={styles.page} data-testid="question-set">
      <p className={styles.intro}>{t.intro}</p>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t.presets}</h2>
        {PRESET_TYPES.map((type) => {
          const row = presets.find((r) => r.type === type);
          return (
            <div key={type} className={q.preset}>
              <button
                type="button"
                role="checkbox"
                aria-checked={!!row}
                className={q.check}
                onClick={() => togglePreset(type)}
                data-testid={`preset-${type}`}
              >
                <span className={q.box} aria-hidden>
                  {row ? '✓' : ''}
                </span>
                {t.types[type]}
              </button>
              {row ? (
                <>
                  <span className={q.requiredLabel}>{t.required}</span>
                  <Switch
                    checked={row.required ?? true}
                    onChange={(required) => patch(row.key, { required })}
                    label={`${t.types[type]}${t.required}`}
                  />
                </>
              ) : null}
            </div>
          );
        })}
      </section>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t.custom}</h2>
        {customs.map((row) => (
          <QuestionEditor
            key={row.key}
            row={row}
            onChange={(change) => patch(row.key, change)}
            onRemove={() => setRows(rows.filter((r) => r.key !== row.key))}
          />
        ))}
        <div className={q.adders}>
          <button type="button" className={styles.ghost} onClick={() => addCustom('text')} data-testid="add-text">
            {t.addText}
          </button>
          <button type="button" className={styles.ghost} onClick={() => addCustom('single')} data-testid="add-single">
            {t.addSingle}
          </button>
          <button type="button" className={styles.ghost} onClick={() => addCustom('multiple')}>
            {t.addMultiple}
          </button>
        </div>
      </section>
      <FlowFooter
        status={
          saver.state === 'saving' ? organiserMessages.common.saving : saver.state === 'failed' ? saver.error : ''
        }
        primary={t.save}
        disabled={saver.state === 'saving'}
        onPrimary={() => void onSave()}
        testId="questions-save"
      />
    </div>
  );
}
