import { fmt } from '../../../lib/messages';
import type { SignDay } from '../api/growth';
import { messages } from '../messages';
import { signState } from '../sign-state';
import styles from './sign-calendar.module.css';

const t = messages.growth.sign;

/**
 * The sign-in cycle: each day's coins (a gift where a mystery award may fall), the days done ticked, today's
 * button. The streak counts the days of this cycle signed in a row.
 */
export function SignCalendar({
  days,
  signing,
  onSign,
}: {
  days: readonly SignDay[];
  signing: boolean;
  onSign: (day: SignDay) => void;
}) {
  const { today, signedToday, streak } = signState(days);
  return (
    <section className={styles.card} data-testid="sign-calendar">
      <header className={styles.head}>
        <h2 className={styles.title}>{t.title}</h2>
        <p className={styles.streak} data-testid="sign-streak">
          {streak > 0 ? fmt(t.streak, { n: streak }) : t.notYet}
        </p>
      </header>
      <ol className={styles.days}>
        {days.map((d) => {
          const isToday = d.id === today?.id;
          const done = d.isSign === 1 || d.isSign === 3;
          const mystery = d.signMysteryAwardVos.length > 0;
          return (
            <li
              key={d.id}
              className={`${styles.day} ${done ? styles.done : ''} ${isToday ? styles.today : ''}`}
              data-testid="sign-day"
              data-state={d.isSign}
              title={mystery ? d.signMysteryAwardVos.map((a) => a.rewardName).join('、') : undefined}
            >
              <span className={styles.coin} aria-hidden>
                {done ? '✓' : mystery ? <GiftIcon /> : '币'}
              </span>
              <span className={styles.reward}>{fmt(t.reward, { n: d.rewardCoin })}</span>
              <span className={styles.dayNo}>{isToday ? t.today : fmt(t.day, { n: d.completeNumber })}</span>
              {mystery ? <span className={styles.mystery}>{t.mystery}</span> : null}
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className={styles.button}
        disabled={!today || signedToday || signing}
        onClick={() => today && onSign(today)}
        data-testid="sign-button"
      >
        {signedToday ? t.done : signing ? t.signing : t.button}
      </button>
    </section>
  );
}

function GiftIcon() {
  return (
    <svg viewBox="0 0 24 24" width="60%" height="60%" aria-hidden>
      <path
        fill="currentColor"
        d="M20 7h-2.2A3 3 0 0 0 12 3.8 3 3 0 0 0 6.2 7H4a1 1 0 0 0-1 1v3a1 1 0 0 0 1 1v8a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-8a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1zm-5-2a1 1 0 1 1 0 2h-2a2 2 0 0 1 2-2zM9 5a2 2 0 0 1 2 2H9a1 1 0 1 1 0-2zm2 15H6v-8h5zm0-10H5V9h6zm7 10h-5v-8h5zm1-10h-6V9h6z"
      />
    </svg>
  );
}
