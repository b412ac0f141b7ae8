import type { ReactNode } from 'react';
import styles from './poi-section.module.css';

/** A titled white block of the POI page; `extra` sits at the right of the title. */
export function PoiSection({
  title,
  extra,
  children,
  testId,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className={styles.section} data-testid={testId}>
      <div className={styles.head}>
        <h2 className={styles.title}>{title}</h2>
        {extra}
      </div>
      {children}
    </section>
  );
}
