import { privacyMessages as t } from '../privacy-messages';
import styles from './privacy-center-screen.module.css';

/** /privacyPolicy and /userAgreement: what is kept, how and why, in plain words. */
export function PrivacyDocScreen({ doc }: { doc: 'policy' | 'agreement' }) {
  const sections = doc === 'policy' ? t.policy : t.agreement;
  return (
    <div className={styles.page} data-testid={`privacy-doc-${doc}`}>
      <article className={styles.card}>
        <h1 className={styles.docTitle}>{doc === 'policy' ? t.policyTitle : t.agreementTitle}</h1>
        {sections.map((s) => (
          <section key={s.heading}>
            <h2 className={styles.docHeading}>{s.heading}</h2>
            <p className={styles.lead}>{s.text}</p>
          </section>
        ))}
      </article>
    </div>
  );
}
