import type { ReactNode } from 'react';
import styles from './article-page.module.css';

export type ArticleSection = { heading: string; items: readonly string[] };

/** A written page (rules, programme descriptions): a lead, numbered sections, an optional foot. */
export function ArticlePage({
  title,
  meta,
  intro,
  sections,
  closing,
  children,
}: {
  title: string;
  meta?: string;
  intro?: string;
  sections: readonly ArticleSection[];
  closing?: string;
  children?: ReactNode;
}) {
  return (
    <article className={styles.article}>
      <h2 className={styles.title}>{title}</h2>
      {meta ? <p className={styles.meta}>{meta}</p> : null}
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {sections.map((s) => (
        <section key={s.heading} className={styles.section}>
          <h3 className={styles.heading}>{s.heading}</h3>
          <ol className={styles.items}>
            {s.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
        </section>
      ))}
      {children}
      {closing ? <p className={styles.closing}>{closing}</p> : null}
    </article>
  );
}
