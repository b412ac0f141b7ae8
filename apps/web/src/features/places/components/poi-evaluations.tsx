import { relativeTime } from '@app/rules';
import { useState } from 'react';
import { fmt } from '../../../lib/messages';
import { ReportButton } from '../../../ui/report-button';
import { SafeImage } from '../../../ui/safe-image';
import { UserIcon } from '../../../ui/icons';
import { useEvaluations, type Evaluation } from '../api/poi-actions';
import { ensureLogin } from '../lib/ensure-login';
import { messages } from '../messages';
import { PoiSection } from './poi-section';
import { ReviewSheet } from './review-sheet';
import { Stars } from './stars';
import styles from './poi-evaluations.module.css';

const t = messages.poi;

function EvaluationRow({ row }: { row: Evaluation }) {
  return (
    <li className={styles.row} data-testid="poi-evaluation">
      <SafeImage
        src={row.author.avatar}
        alt={row.author.nickname}
        width={64}
        height={64}
        resizeWidth={160}
        className={styles.avatar}
        fallback={<UserIcon className={styles.avatarIcon} />}
      />
      <div className={styles.main}>
        <div className={styles.who}>
          <span className={styles.nick}>{row.author.nickname}</span>
          <span className={styles.when}>{relativeTime(row.createdAt)}</span>
        </div>
        {row.score ? <Stars value={row.score} label={fmt(messages.review.scoreStar, { n: row.score })} /> : null}
        <p className={styles.text}>{row.text}</p>
        {/* Held for review: only its writer is sent it. Another's evaluation may be reported (a review, 举报). */}
        {row.status === 'review' ? (
          <span className={styles.held} data-testid="evaluation-held">
            {t.held}
          </span>
        ) : !row.canDelete ? (
          <ReportButton targetType="review" targetId={row.id} className={styles.report} />
        ) : null}
      </div>
    </li>
  );
}

/** The community's evaluations: average and count, the newest, more on demand, and the way to add one. */
export function PoiEvaluations({ poiId, poiName }: { poiId: string; poiName: string }) {
  const list = useEvaluations(poiId);
  const [writing, setWriting] = useState(false);
  const first = list.data?.pages[0];
  const rows = list.data?.pages.flatMap((p) => p.rows) ?? [];
  const count = first?.count ?? 0;

  return (
    <PoiSection
      title={t.evaluations + (count ? fmt(t.evaluationCount, { n: count }) : '')}
      testId="poi-evaluations"
      extra={
        <button
          type="button"
          className={styles.write}
          onClick={() => ensureLogin() && setWriting(true)}
          data-testid="poi-write-review"
        >
          {t.writeReview}
        </button>
      }
    >
      {first && count > 0 ? (
        <div className={styles.summary}>
          <span className={styles.average}>{first.average.toFixed(1)}</span>
          <Stars value={first.average} label={fmt(t.score, { n: first.average.toFixed(1) })} />
        </div>
      ) : null}
      {list.isPending ? null : rows.length === 0 ? (
        <p className={styles.empty}>{t.noEvaluation}</p>
      ) : (
        <ul className={styles.list}>
          {rows.map((row) => (
            <EvaluationRow key={row.id} row={row} />
          ))}
        </ul>
      )}
      {list.hasNextPage ? (
        <button
          type="button"
          className={styles.more}
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
        >
          {t.moreEvaluations}
        </button>
      ) : null}
      <ReviewSheet poiId={poiId} poiName={poiName} open={writing} onClose={() => setWriting(false)} />
    </PoiSection>
  );
}
