import type { ReactNode } from 'react';
import { messages } from '../messages';
import { AppBadge } from '../../../ui/open-app/app-badge';
import styles from './guide-content.module.css';

/** The picture and words that invite a visitor into the app; the actions come from the screen using it. */
export function GuideContent({ status, actions }: { status?: ReactNode; actions: ReactNode }) {
  return (
    <div className={styles.page}>
      <div className={styles.hero}>
        <Skyline />
        <div className={styles.badge}>
          <AppBadge size="lg" />
        </div>
      </div>
      <h2 className={styles.title}>{messages.guide.title}</h2>
      <p className={styles.lead}>{status ?? messages.guide.lead}</p>
      <ul className={styles.features}>
        {messages.guide.features.map((f) => (
          <li key={f}>
            <svg viewBox="0 0 24 24" width="0.48rem" height="0.48rem" aria-hidden>
              <circle cx="12" cy="12" r="10" fill="#ffe7e9" />
              <path
                d="M7.5 12.5l3 3 6-6.5"
                fill="none"
                stroke="#ff4d5a"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {f}
          </li>
        ))}
      </ul>
      <div className={styles.actions}>{actions}</div>
    </div>
  );
}

/** A travel skyline behind the badge: sun, hills, a tower and a plane's trail. */
function Skyline() {
  return (
    <svg className={styles.skyline} viewBox="0 0 375 200" preserveAspectRatio="xMidYMax slice" aria-hidden>
      <defs>
        <linearGradient id="guide-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffd9c7" />
          <stop offset="1" stopColor="#fff5f0" />
        </linearGradient>
      </defs>
      <rect width="375" height="200" fill="url(#guide-sky)" />
      <circle cx="290" cy="70" r="34" fill="#ffc36b" opacity="0.85" />
      <path
        d="M30 52c40-24 90-28 150-10"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeDasharray="2 9"
        strokeLinecap="round"
      />
      <path d="M0 150c60-40 110-46 170-18s120 22 205-16v84H0z" fill="#ffb199" opacity="0.55" />
      <path d="M0 172c80-30 150-28 220-6s110 10 155-6v40H0z" fill="#ff8f7a" opacity="0.5" />
      <path d="M92 200v-78l6-14 6 14v78zM86 134h24M88 150h20" stroke="#e8687a" strokeWidth="3" fill="#f47c8a" />
    </svg>
  );
}
