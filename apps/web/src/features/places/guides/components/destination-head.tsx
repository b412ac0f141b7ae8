import type { ReactNode } from 'react';
import type { Destination } from '../api/destination';
import { DestinationNav, type GuideSection } from './destination-nav';
import styles from './destination-head.module.css';

/** The destination's name (Chinese, English, where it lies) above the section tabs. */
export function DestinationHead({
  destination,
  section,
  heading,
  children,
}: {
  destination: Destination;
  section: GuideSection;
  /** What this screen is of the destination ('东京攻略'). */
  heading: string;
  children?: ReactNode;
}) {
  const where = [destination.country?.name, destination.continent?.name].filter(Boolean).join(' · ');
  return (
    <header className={styles.head}>
      <div className={styles.names}>
        <h1 className={styles.title} data-testid="destination-heading">
          {heading}
        </h1>
        <p className={styles.sub}>
          {destination.nameEn}
          {where && where !== destination.name ? ` · ${where}` : ''}
        </p>
        {children}
      </div>
      <DestinationNav destinationId={String(destination.id)} active={section} />
    </header>
  );
}
