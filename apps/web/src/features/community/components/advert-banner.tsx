import { Link } from 'react-router';
import { fmt } from '../../../lib/messages';
import { isExternalHref } from '../../../lib/login-redirect';
import { Carousel } from '../../../ui/carousel';
import { SafeImage } from '../../../ui/safe-image';
import { useAdverts, type Advert } from '../api/adverts';
import { messages } from '../messages';
import styles from './advert-banner.module.css';

const t = messages.community.adverts;
/** Height over width of a brand banner (750 × 250 artwork). */
const RATIO = 1 / 3;

function Slide({ advert, first }: { advert: Advert; first: boolean }) {
  const picture = (
    <>
      <SafeImage
        src={advert.imageUrl}
        alt={advert.title}
        width={750}
        height={250}
        sizes="(max-width: 540px) 100vw, 540px"
        resizeWidth={750}
        priority={first}
        className={styles.image}
      />
      <span className={styles.title}>{advert.title}</span>
      <span className={styles.mark}>{t.mark}</span>
    </>
  );
  if (!advert.linkUrl) return <div className={styles.slide}>{picture}</div>;
  // Our own pages open in the app; a partner's page leaves it.
  return isExternalHref(advert.linkUrl) ? (
    <a className={styles.slide} href={advert.linkUrl} rel="noopener" data-testid="advert">
      {picture}
    </a>
  ) : (
    <Link className={styles.slide} to={advert.linkUrl} data-testid="advert">
      {picture}
    </Link>
  );
}

/**
 * The brand's adverts of a page slot (set in the console's 广告位), as a swipeable banner; nothing at all when the
 * slot has none for this channel, so a page without adverts keeps its own first line.
 */
export function AdvertBanner({ page }: { page: string }) {
  const adverts = useAdverts(page);
  const rows = adverts.data?.rows ?? [];
  // While the answer is on its way the banner's place is kept, so the page below does not jump down when it comes
  // (a slot with nothing for this channel gives its place back once, at the answer).
  if (adverts.isPending) {
    return (
      <div className={styles.banner} aria-hidden="true">
        <div className={styles.placeholder} />
      </div>
    );
  }
  if (rows.length === 0) return null;
  return (
    <div className={styles.banner} data-testid="advert-banner">
      <Carousel
        slides={rows.map((a, i) => (
          <Slide key={a.id} advert={a} first={i === 0} />
        ))}
        ratio={RATIO}
        label={t.label}
        counter={(index, total) => fmt(t.counter, { index: index + 1, total })}
      />
    </div>
  );
}
