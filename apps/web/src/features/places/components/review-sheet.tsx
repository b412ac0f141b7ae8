import { useState } from 'react';
import { fmt } from '../../../lib/messages';
import { BottomSheet } from '../../../ui/bottom-sheet';
import { showToast } from '../../../ui/toast';
import { useAddEvaluation } from '../api/poi-actions';
import { messages } from '../messages';
import { Stars } from './stars';
import styles from './review-sheet.module.css';

const t = messages.review;

/** Write an evaluation: a score of 1–5 and a few words; the server's content filter has the last word. */
export function ReviewSheet({
  poiId,
  poiName,
  open,
  onClose,
}: {
  poiId: string;
  poiName: string;
  open: boolean;
  onClose: () => void;
}) {
  const add = useAddEvaluation(poiId);
  const [score, setScore] = useState(0);
  const [text, setText] = useState('');

  const submit = () => {
    if (score === 0) return showToast(t.needScore);
    if (!text.trim()) return showToast(t.needText);
    add.mutate(
      { text: text.trim(), score },
      {
        onSuccess: () => {
          showToast(t.done);
          setScore(0);
          setText('');
          onClose();
        },
      },
    );
  };

  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      title={`${t.title} · ${poiName}`}
      closeLabel={t.close}
      testId="review-sheet"
    >
      <div className={styles.body}>
        <div className={styles.score}>
          <span className={styles.label}>{t.scoreLabel}</span>
          <Stars value={score} onChange={setScore} label={t.scoreLabel} starLabel={(n) => fmt(t.scoreStar, { n })} />
        </div>
        <textarea
          className={styles.text}
          value={text}
          maxLength={1000}
          onChange={(e) => setText(e.target.value)}
          placeholder={t.placeholder}
          aria-label={t.placeholder}
          data-testid="review-text"
        />
        <button
          type="button"
          className={styles.submit}
          onClick={submit}
          disabled={add.isPending}
          data-testid="review-submit"
        >
          {add.isPending ? t.submitting : t.submit}
        </button>
      </div>
    </BottomSheet>
  );
}
