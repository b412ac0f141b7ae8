import { Link } from 'react-router';
import { messages } from '../messages';
import { HOME_PATH } from '../../../lib/login-redirect';
import { Waterfall } from '../../../ui/waterfall';
import type { FeedRow } from '../api/pub-list';
import { useRelated } from '../api/related';
import { estimateCardHeight } from './feed-card-layout';
import { FeedCard } from './feed-card';
import { FeedSkeleton } from './feed-skeleton';
import { useNearView } from './use-near-view';
import styles from './related-section.module.css';

const getKey = (row: FeedRow) => row.id;
const renderCard = (row: FeedRow) => <FeedCard row={row} />;

/** Related content under a detail, asked for only when the reader gets near it; then a way on to the feed. */
export function RelatedSection({ id }: { id: string }) {
  const { ref, near } = useNearView<HTMLElement>();
  const related = useRelated(id, near);
  const rows = related.data?.rows.filter((r) => r.id !== id) ?? [];
  return (
    <section ref={ref} className={styles.section} aria-label={messages.community.related.title}>
      {related.isPending || rows.length > 0 ? (
        <h3 className={styles.title}>{messages.community.related.title}</h3>
      ) : null}
      {related.isPending ? (
        <FeedSkeleton />
      ) : rows.length > 0 ? (
        <Waterfall items={rows} getKey={getKey} estimateHeight={estimateCardHeight} renderItem={renderCard} />
      ) : null}
      <Link to={HOME_PATH} className={styles.more}>
        {messages.community.related.more}
      </Link>
    </section>
  );
}
