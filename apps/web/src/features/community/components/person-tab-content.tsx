import { useMemo } from 'react';
import { Link } from 'react-router';
import { messages } from '../messages';
import { useChannelShows } from '../../../session/channel';
import { EmptyState } from '../../../ui/empty-state';
import { useBlockStatus } from '../api/block-user';
import { usePubList, type FeedRow } from '../api/pub-list';
import { useCollections, useLikedContent } from '../api/user-content';
import { useViewerId } from '../api/viewer';
import { ContentGrid } from './content-grid';
import styles from './person-screen.module.css';

const t = messages.community.person;

export type PersonTab = 'dynamics' | 'activities' | 'collections' | 'likes';

function unique(rows: (FeedRow | null)[]): FeedRow[] {
  const seen = new Set<string>();
  return rows.filter((r): r is FeedRow => !!r && !seen.has(r.id) && !!seen.add(r.id));
}

function Dynamics({ userId, isMe }: { userId: string; isMe: boolean }) {
  const filter = useMemo(() => ({ sort: 'new' as const, userId }), [userId]);
  const { query } = usePubList(filter);
  const rows = useMemo(() => unique(query.data?.pages.flatMap((p) => p.rows) ?? []), [query.data]);
  const canPublish = useChannelShows('release');
  const viewerId = useViewerId();
  // Someone the viewer blocked shows nothing: an empty list is when to ask whether that is why.
  const status = useBlockStatus(userId, !!viewerId && !isMe && query.isSuccess && rows.length === 0);
  if (status.data?.blocked) return null;
  return (
    <ContentGrid
      rows={rows}
      query={query}
      empty={isMe ? t.emptyMine : t.emptyDynamics}
      emptyAction={
        isMe && canPublish ? (
          <Link to="/releaseDynamic" className={styles.emptyAction}>
            {t.publish}
          </Link>
        ) : undefined
      }
    />
  );
}

function Likes({ userId }: { userId: string }) {
  const query = useLikedContent(userId, true);
  const rows = useMemo(() => unique(query.data?.pages.flatMap((p) => p.rows) ?? []), [query.data]);
  return <ContentGrid rows={rows} query={query} empty={t.emptyLikes} />;
}

function Collections({ viewerId }: { viewerId: string }) {
  const query = useCollections(viewerId, true);
  const rows = useMemo(
    () => unique(query.data?.pages.flatMap((p) => p.rows.map((r) => r.content)) ?? []),
    [query.data],
  );
  return <ContentGrid rows={rows} query={query} empty={t.emptyCollections} />;
}

/**
 * The community's lists under the tabs of /personHome (activities come from the page's slot). Collections are
 * private: only one's own home lists them.
 */
export function PersonTabContent({ tab, userId, isMe }: { tab: PersonTab; userId: string; isMe: boolean }) {
  switch (tab) {
    case 'collections':
      return isMe ? <Collections viewerId={userId} /> : <EmptyState title={t.collectionsPrivate} />;
    case 'likes':
      return <Likes userId={userId} />;
    default:
      return <Dynamics userId={userId} isMe={isMe} />;
  }
}
