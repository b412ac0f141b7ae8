import { showToast } from '../../../ui/toast';
import type { ActivityDetail, Enrolment } from '../api/contract-types';
import { buildIcs, downloadIcs } from '../lib/ics';
import { messages } from '../messages';
import { QrCode } from './qr-code';
import styles from './enrolment-code.module.css';
import { spacedCode } from '../lib/spaced-code';

const t = messages.result;

/** The check-in code, its QR picture and "add to calendar" (an .ics file with the activity's time and place). */
export function EnrolmentCode({ enrolment, activity }: { enrolment: Enrolment; activity: ActivityDetail | undefined }) {
  if (!enrolment.code) return null;
  const code = enrolment.code;
  const addToCalendar = () => {
    if (!activity?.startAt) return;
    const place = [activity.city, activity.address].filter(Boolean).join(' ');
    const text = buildIcs({
      uid: `activity-enrolment-${enrolment.id}@${window.location.host}`,
      title: activity.title,
      start: activity.startAt,
      end: activity.endAt,
      location: place,
      description: `${t.code}：${code}\n${enrolment.ticketName}`,
      url: new URL(`/activityDetails?id=${encodeURIComponent(activity.id)}`, window.location.origin).href,
    });
    downloadIcs(`activity-${activity.id}.ics`, text);
    showToast(t.calendarAdded);
  };
  return (
    <section className={styles.box} data-testid="enrolment-code">
      <QrCode code={code} />
      <p className={styles.label}>{t.code}</p>
      <p className={styles.code} data-testid="check-in-code" data-code={code}>
        {spacedCode(code)}
      </p>
      <p className={styles.hint}>{t.codeHint}</p>
      {activity?.startAt ? (
        <button type="button" className={styles.calendar} onClick={addToCalendar} data-testid="add-calendar">
          {t.addCalendar}
        </button>
      ) : null}
    </section>
  );
}
