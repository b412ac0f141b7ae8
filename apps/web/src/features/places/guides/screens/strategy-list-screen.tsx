import { fmt } from '../../../../lib/messages';
import { useGuides } from '../api/guides';
import { ArticleList } from '../components/article-list';
import { DestinationGate } from '../components/destination-gate';
import { DestinationHead } from '../components/destination-head';
import { messages } from '../messages';
import styles from './guides-screens.module.css';

const t = messages.guides;

function GuideArticles({ destinationId }: { destinationId: string }) {
  const guides = useGuides(destinationId);
  return <ArticleList query={guides} empty={t.empty} emptyHint={t.emptyHint} />;
}

/**
 * /strategyList: the guides of a destination (`?destinationId=`), most liked first; without one, every
 * destination's guides (queryGlobalStrategyData is global then).
 */
export function StrategyListScreen({ destinationId }: { destinationId: string }) {
  if (!destinationId) {
    return (
      <div className={styles.page} data-testid="strategy-list">
        <header className={styles.plainHead}>
          <h1 className={styles.plainTitle}>{t.allTitle}</h1>
          <p className={styles.plainSub}>{t.intro}</p>
        </header>
        <GuideArticles destinationId="" />
      </div>
    );
  }
  return (
    <div className={styles.page} data-testid="strategy-list">
      <DestinationGate destinationId={destinationId}>
        {(d) => (
          <>
            <DestinationHead destination={d} section="guides" heading={fmt(t.titleOf, { name: d.name })} />
            <p className={styles.caption}>{t.intro}</p>
            <GuideArticles destinationId={destinationId} />
          </>
        )}
      </DestinationGate>
    </div>
  );
}
