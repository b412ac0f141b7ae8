import { messages } from '../messages';
import styles from './guide-actions.module.css';

/** Inside WeChat, app links are swallowed: point at the ··· menu and its "open in the browser". */
export function WeChatGuide() {
  const steps = [messages.guide.weChatStep1, messages.guide.weChatStep2, messages.guide.weChatStep3];
  return (
    <div className={styles.wechat} data-testid="wechat-guide">
      <svg className={styles.arrow} viewBox="0 0 90 90" aria-hidden>
        <path
          d="M12 80C20 44 44 22 78 14"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeDasharray="6 6"
          strokeLinecap="round"
        />
        <path
          d="M64 8l16 6-8 15"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <div className={styles.steps}>
        <h2>{messages.guide.weChatTitle}</h2>
        <ol className={styles.steps} style={{ position: 'static' }}>
          {steps.map((step, i) => (
            <li key={step}>
              <span className={styles.num}>{i + 1}</span>
              {step}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
