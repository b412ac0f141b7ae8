import styles from './rule-note.module.css';

/** A ranking's rule, stated where the ranking is read. */
export function RuleNote({ title, text, foot }: { title: string; text: string; foot?: string | undefined }) {
  return (
    <section className={styles.note} aria-label={title} data-testid="rank-rule">
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.text}>{text}</p>
      {foot ? <p className={styles.foot}>{foot}</p> : null}
    </section>
  );
}
