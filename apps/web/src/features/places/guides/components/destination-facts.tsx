import { fmt } from '../../../../lib/messages';
import type { Destination } from '../api/destination';
import { messages } from '../messages';
import styles from './destination-facts.module.css';

const t = messages.information;

/** What a traveller first wants to know of a destination: where it is, in or out of mainland China, its tags. */
export function DestinationFacts({ destination }: { destination: Destination }) {
  const facts: { label: string; value: string }[] = [
    destination.country ? { label: t.country, value: destination.country.name } : null,
    destination.continent ? { label: t.continent, value: destination.continent.name } : null,
  ].filter((f) => f !== null);
  return (
    <section className={styles.card} aria-label={t.about} data-testid="destination-facts">
      <h2 className={styles.heading}>{t.about}</h2>
      <dl className={styles.facts}>
        {facts.map((f) => (
          <div key={f.label} className={styles.fact}>
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.tags}>
        <span className={styles.tag}>{destination.isDomestic ? t.domestic : t.abroad}</span>
        {destination.poiCount > 0 ? (
          <span className={styles.tag}>{fmt(messages.destination.pois, { n: destination.poiCount })}</span>
        ) : null}
        {destination.tags.map((tag) => (
          <span key={tag} className={styles.tag}>
            {tag}
          </span>
        ))}
      </p>
    </section>
  );
}
