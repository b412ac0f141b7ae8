import { formatDate } from '@app/rules';
import { OfflineSaveButton } from '../../../../ui/offline-save-button';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { fmt } from '../../../../lib/messages';
import { formatCount } from '../../../../lib/format-count';
import { LoadFailed } from '../../../../ui/load-failed';
import { NotFoundState } from '../../../../ui/not-found-state';
import { UserIcon } from '../../../../ui/icons';
import { SafeImage } from '../../../../ui/safe-image';
import { Skeleton } from '../../../../ui/skeleton';
import { useArticle, type Article } from '../api/article';
import { useDestination } from '../api/destination';
import { isMissing } from '../components/destination-gate';
import { messages } from '../messages';
import styles from './article-screen.module.css';

const t = messages.article;

/** The destination the article is a guide of, as a chip back to that destination's guides. */
function GuideOf({ destinationId }: { destinationId: string }) {
  const destination = useDestination(destinationId);
  if (!destination.data) return null;
  return (
    <Link
      to={`/strategyList?destinationId=${encodeURIComponent(destinationId)}`}
      className={styles.chip}
      data-testid="article-destination"
    >
      {fmt(t.guideOf, { name: destination.data.name })}
    </Link>
  );
}

function ArticleSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true" data-testid="article-skeleton">
      <Skeleton className={styles.skTitle} />
      <Skeleton className={styles.skLine} />
      <Skeleton className={styles.skCover} />
      <Skeleton className={styles.skLine} />
      <Skeleton className={styles.skLine} />
    </div>
  );
}

/** Paragraphs, with the article's pictures set between them (one after each of the first paragraphs). */
function ArticleBody({ article }: { article: Article }) {
  const paragraphs = article.text.split(/\n{2,}|\r\n\r\n/).filter((p) => p.trim() !== '');
  const [cover, ...rest] = article.images;
  return (
    <div className={styles.body} data-testid="article-body">
      {cover ? (
        <SafeImage
          className={styles.picture}
          src={cover.url}
          alt=""
          width={cover.width}
          height={cover.height}
          placeholder={cover.color}
          sizes="100vw"
          resizeWidth={750}
          priority
          style={{ aspectRatio: `${cover.width || 4} / ${cover.height || 3}` }}
        />
      ) : null}
      {paragraphs.map((p, i) => (
        <div key={i}>
          <p className={styles.paragraph}>{p}</p>
          {rest[i] ? (
            <SafeImage
              className={styles.picture}
              src={rest[i].url}
              alt=""
              width={rest[i].width}
              height={rest[i].height}
              placeholder={rest[i].color}
              sizes="100vw"
              resizeWidth={750}
              style={{ aspectRatio: `${rest[i].width || 4} / ${rest[i].height || 3}` }}
            />
          ) : null}
        </div>
      ))}
    </div>
  );
}

/**
 * /articleDetails (`?id=`): a guide or information article to read. Comments, like and collect are the
 * community's: the page passes them in as `engagement`, given the article this screen loaded.
 */
export function ArticleScreen({ id, engagement }: { id: string; engagement?: (article: Article) => ReactNode }) {
  const article = useArticle(id);
  const wellFormed = /^\d{1,15}$/.test(id);
  if (wellFormed && article.isPending) return <ArticleSkeleton />;
  if (!wellFormed || article.isError) {
    return (
      <LoadFailed
        query={article}
        missing={!wellFormed || isMissing(article.error)}
        notFound={
          <NotFoundState title={t.missing} hint={t.missingHint} back={{ to: '/strategyList', label: t.back }} />
        }
      />
    );
  }
  const a = article.data!;
  return (
    <div className={styles.page}>
      <article className={styles.article} data-testid="article" data-content-id={a.id}>
        <h1 className={styles.title} data-testid="article-title">
          {a.title || a.text.slice(0, 30)}
        </h1>
        <div className={styles.byline}>
          <Link to={`/personHome?id=${encodeURIComponent(a.author.userId)}`} className={styles.author}>
            <SafeImage
              className={styles.avatar}
              src={a.author.avatar}
              alt=""
              width={1}
              height={1}
              resizeWidth={240}
              fallback={<UserIcon className={styles.avatarIcon} />}
            />
            <span className={styles.nickname}>{a.author.nickname}</span>
          </Link>
          <span className={styles.stamp}>{formatDate(a.createdAt)}</span>
          {a.viewCount > 0 ? (
            <span className={styles.stamp}>{fmt(t.readCount, { n: formatCount(a.viewCount) })}</span>
          ) : null}
        </div>
        <OfflineSaveButton item={{ id: `article:${a.id}`, kind: 'article', title: a.title || a.text.slice(0, 30) }} />
        {a.destinationId ? <GuideOf destinationId={a.destinationId} /> : null}
        <ArticleBody article={a} />
      </article>
      {engagement ? engagement(a) : null}
    </div>
  );
}
