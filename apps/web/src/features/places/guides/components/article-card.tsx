import { Link } from 'react-router';
import { fmt } from '../../../../lib/messages';
import { formatCount } from '../../../../lib/format-count';
import { SafeImage } from '../../../../ui/safe-image';
import type { ArticleRow } from '../api/guides';
import { messages } from '../messages';
import styles from './article-card.module.css';

const t = messages.guides;

/** The first words of an article's text, for the card (paragraph breaks become spaces). */
const excerpt = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 80);

/** One guide in a list: title, the opening words, author and counts, the cover on the right. */
export function ArticleCard({ article, priority }: { article: ArticleRow; priority?: boolean }) {
  const cover = article.images[0] ?? (article.video ? { url: article.video.coverURL, width: 4, height: 3 } : null);
  return (
    <Link
      to={`/articleDetails?id=${encodeURIComponent(article.id)}`}
      className={styles.card}
      data-testid="guide-card"
      data-content-id={article.id}
    >
      <div className={styles.words}>
        <h3 className={styles.title}>{article.title || excerpt(article.text)}</h3>
        <p className={styles.excerpt}>{excerpt(article.text)}</p>
        <p className={styles.meta}>
          <span className={styles.author}>{article.author.nickname}</span>
          <span>{fmt(t.likes, { n: formatCount(article.likeCount) })}</span>
          <span>{fmt(t.comments, { n: formatCount(article.commentCount) })}</span>
        </p>
      </div>
      {cover ? (
        <SafeImage
          className={styles.cover}
          src={cover.url}
          alt=""
          width={cover.width}
          height={cover.height}
          placeholder={'color' in cover ? cover.color : undefined}
          resizeWidth={240}
          priority={priority ?? false}
        />
      ) : null}
    </Link>
  );
}
