import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { fmt } from '../../../../lib/messages';
import { showToast } from '../../../../ui/toast';
import type { ActivityDetail } from '../api/contract-types';
import { FlowGate } from '../components/flow-gate';
import { FlowFooter, FlowSteps } from '../components/flow-parts';
import { useActivitySaver } from '../components/use-activity-saver';
import { FLOW, saveModeOf, stepHref, TAG_LENGTH, TAG_MAX, toggleTag } from '../flow-form';
import { organiserMessages } from '../messages';
import styles from '../components/flow.module.css';

const t = organiserMessages.tags;

/** /activitycharacteristictag?id= (login required): a few words for what is special about the activity. */
export function TagsScreen() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return <FlowGate id={id}>{(activity) => <TagsStep key={activity.id} activity={activity} />}</FlowGate>;
}

function TagsStep({ activity }: { activity: ActivityDetail }) {
  const navigate = useNavigate();
  const [tags, setTags] = useState<string[]>(activity.tags);
  const [custom, setCustom] = useState('');
  const saver = useActivitySaver(activity.id, saveModeOf(activity.status), () => undefined);
  const choices = [...new Set([...t.presets, ...tags])];

  const toggle = (tag: string) => {
    const trimmed = tag.trim();
    if (!tags.includes(trimmed)) {
      if (tags.length >= TAG_MAX) return showToast(t.max);
      if ([...trimmed].length > TAG_LENGTH) return showToast(t.tooLong);
    }
    const next = toggleTag(tags, trimmed);
    setTags(next);
    saver.autosave(() => ({ tags: next }));
  };

  const addCustom = () => {
    if (!custom.trim()) return;
    if (!tags.includes(custom.trim())) toggle(custom);
    setCustom('');
  };

  const onNext = async () => {
    try {
      await saver.saveNow(() => ({ tags }));
      void navigate(stepHref(FLOW.detail, activity.id));
    } catch {
      // Toasted by the client.
    }
  };

  return (
    <div className={styles.page} data-testid="activity-tags">
      <FlowSteps current={2} />
      <p className={styles.intro}>{t.intro}</p>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>
          <span>{t.title}</span>
          <small>{fmt(t.chosen, { n: tags.length })}</small>
        </h2>
        <div className={styles.chips}>
          {choices.map((tag) => (
            <button
              key={tag}
              type="button"
              className={styles.chip}
              aria-pressed={tags.includes(tag)}
              onClick={() => toggle(tag)}
              data-testid="tag-chip"
            >
              {tag}
            </button>
          ))}
        </div>
      </section>
      <section className={styles.section}>
        <div className={styles.row}>
          <span className={styles.label}>{t.custom}</span>
          <input
            className={styles.input}
            value={custom}
            maxLength={TAG_LENGTH}
            placeholder={t.customPlaceholder}
            onChange={(e) => setCustom(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && addCustom()}
            data-testid="tag-input"
          />
          <button type="button" className={styles.chip} onClick={addCustom} data-testid="tag-add">
            {t.add}
          </button>
        </div>
      </section>
      <FlowFooter
        status={
          saver.state === 'saving' ? organiserMessages.common.saving : saver.state === 'failed' ? saver.error : ''
        }
        back={() => void navigate(stepHref(FLOW.tickets, activity.id))}
        primary={organiserMessages.edit.next}
        disabled={saver.state === 'saving'}
        onPrimary={() => void onNext()}
        testId="flow-next"
      />
    </div>
  );
}
