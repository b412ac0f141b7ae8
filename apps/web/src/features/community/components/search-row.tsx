import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCount } from '../../../lib/format-count';
import { fmt } from '../../../lib/messages';
import { SafeImage } from '../../../ui/safe-image';
import type { SearchRow as Row } from '../api/search';
import { messages } from '../messages';
import { Avatar } from './avatar';
import { Highlight } from './search-highlight';
import styles from './search-row.module.css';

const t = messages.community.search;

function Shell({
  to,
  onOpen,
  media,
  children,
  kind,
}: {
  to: string;
  onOpen: () => void;
  media: ReactNode;
  children: ReactNode;
  kind: string;
}) {
  return (
    <Link to={to} className={styles.row} onClick={onOpen} data-testid="search-row" data-kind={kind}>
      {media}
      <div className={styles.text}>{children}</div>
    </Link>
  );
}

const cover = (src: string | null | undefined, round = false) => (
  <SafeImage
    className={`${styles.cover} ${round ? styles.round : ''}`}
    src={src}
    width={60}
    height={60}
    resizeWidth={160}
    alt=""
  />
);

/**
 * One search result of any kind, as a row: a picture, the name with the searched words marked, a line about it.
 * Activities, places and products lead to their areas' pages by the ids those pages read.
 */
export function SearchRow({ row, words, onOpen }: { row: Row; words: readonly string[]; onOpen: () => void }) {
  switch (row.kind) {
    case 'user':
      return (
        <Shell
          kind="user"
          to={`/personHome?id=${encodeURIComponent(row.userId)}`}
          onOpen={onOpen}
          media={<Avatar src={row.avatar} size={48} className={styles.avatar} />}
        >
          <p className={styles.title}>
            <Highlight text={row.nickname} words={words} />
          </p>
          <p className={styles.sub}>{row.bio || t.noBio}</p>
          <p className={styles.meta}>{fmt(t.followers, { n: formatCount(row.followerCount) })}</p>
        </Shell>
      );
    case 'topic':
      return (
        <Shell
          kind="topic"
          to={`/speakTopic?topicId=${encodeURIComponent(row.id)}`}
          onOpen={onOpen}
          media={cover(row.coverUrl)}
        >
          <p className={styles.title}>
            #<Highlight text={row.title} words={words} />
          </p>
          <p className={styles.sub}>{row.description}</p>
          <p className={styles.meta}>{fmt(t.contents, { n: formatCount(row.contentCount) })}</p>
        </Shell>
      );
    case 'activity':
      return (
        <Shell
          kind="activity"
          to={`/activityDetails?id=${encodeURIComponent(row.id)}`}
          onOpen={onOpen}
          media={cover(row.coverUrl)}
        >
          <p className={styles.title}>
            <Highlight text={row.title} words={words} />
          </p>
          <p className={styles.sub}>
            {[row.city, row.startAt ? new Date(row.startAt).toLocaleDateString('zh-CN') : '']
              .filter(Boolean)
              .join(' · ')}
          </p>
          <p className={styles.meta}>{fmt(t.enrolled, { n: formatCount(row.enrolledCount) })}</p>
        </Shell>
      );
    case 'destination': {
      const d = row.destination;
      return (
        <Shell
          kind="destination"
          to={`/destination/information?id=${d.id}`}
          onOpen={onOpen}
          media={
            <span className={styles.pin} aria-hidden>
              📍
            </span>
          }
        >
          <p className={styles.title}>
            <Highlight text={d.name} words={words} />
          </p>
          <p className={styles.sub}>{d.nameEn}</p>
          <p className={styles.meta}>{t.destination}</p>
        </Shell>
      );
    }
    case 'poi': {
      const p = row.poi;
      return (
        <Shell kind="poi" to={`/poiDetails?id=${p.id}`} onOpen={onOpen} media={cover(p.cover?.url)}>
          <p className={styles.title}>
            <Highlight text={p.name} words={words} />
          </p>
          <p className={styles.sub}>{p.address}</p>
          <p className={styles.meta}>{p.score > 0 ? fmt(t.score, { n: p.score.toFixed(1) }) : p.nameEn}</p>
        </Shell>
      );
    }
    case 'product':
      return (
        <Shell
          kind="product"
          to={`/poimall?productId=${encodeURIComponent(row.id)}`}
          onOpen={onOpen}
          media={cover(row.coverUrl)}
        >
          <p className={styles.title}>
            <Highlight text={row.title} words={words} />
          </p>
          <p className={styles.sub}>{row.subtitle}</p>
          <p className={styles.meta}>
            <span className={styles.price}>{row.priceText}</span> {fmt(t.sales, { n: formatCount(row.sales) })}
          </p>
        </Shell>
      );
    default:
      return (
        <Shell
          kind="content"
          to={`/dynamicDetails?id=${encodeURIComponent(row.id)}`}
          onOpen={onOpen}
          media={cover(row.images[0]?.url)}
        >
          <p className={styles.title}>
            <Highlight text={row.title || row.text.slice(0, 40) || t.untitled} words={words} />
          </p>
          {row.title ? (
            <p className={styles.sub}>
              <Highlight text={row.text.slice(0, 60)} words={words} />
            </p>
          ) : null}
          <p className={styles.meta}>
            <Avatar src={row.author.avatar} size={16} className={styles.tinyAvatar} />
            <span className={styles.author}>{row.author.nickname}</span>
            {row.editedAt ? <span data-testid="card-edited">{messages.trust.edited}</span> : null}
            <span>{fmt(t.likes, { n: formatCount(row.likeCount) })}</span>
          </p>
        </Shell>
      );
  }
}
