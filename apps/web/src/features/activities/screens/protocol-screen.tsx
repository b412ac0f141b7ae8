import { messages } from '../messages';
import styles from './protocol-screen.module.css';

/** /activityH5/protocol: what signing up means (masked data, one live enrolment, the waitlist, check-in). */
export function ProtocolScreen() {
  return (
    <article className={styles.page} data-testid="protocol">
      <h1 className={styles.title}>{messages.protocol.title}</h1>
      <ol className={styles.list}>
        {messages.protocol.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ol>
    </article>
  );
}
