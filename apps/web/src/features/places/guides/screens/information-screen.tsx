import type { ReactNode } from 'react';
import { useInformation } from '../api/guides';
import { ArticleList } from '../components/article-list';
import { DestinationFacts } from '../components/destination-facts';
import { DestinationGate } from '../components/destination-gate';
import { DestinationHead } from '../components/destination-head';
import { messages } from '../messages';
import styles from './guides-screens.module.css';

const t = messages.information;

function Latest({ destinationId }: { destinationId: string }) {
  const info = useInformation(destinationId);
  return <ArticleList query={info} empty={t.empty} emptyHint={t.emptyHint} />;
}

/**
 * /destination/information: a destination at a glance, the mall's sections for it (products, hotels, coupons:
 * `mallSections`, filled by the page from the mall feature), then its newest information articles.
 */
export function InformationScreen({
  destinationId,
  mallSections,
}: {
  destinationId: string;
  mallSections?: (destination: { destinationId: string }) => ReactNode;
}) {
  return (
    <div className={styles.page} data-testid="destination-information">
      <DestinationGate destinationId={destinationId}>
        {(d) => (
          <>
            <DestinationHead destination={d} section="information" heading={d.name} />
            <DestinationFacts destination={d} />
            {mallSections ? mallSections({ destinationId: String(d.id) }) : null}
            <h2 className={styles.sectionTitle}>{t.latest}</h2>
            <Latest destinationId={destinationId} />
          </>
        )}
      </DestinationGate>
    </div>
  );
}
