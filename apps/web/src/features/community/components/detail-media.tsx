import { useNavigate } from 'react-router';
import { fmt } from '../../../lib/messages';
import { uiMessages } from '../../../ui/messages';
import { messages } from '../messages';
import { Carousel } from '../../../ui/carousel';
import { SafeImage } from '../../../ui/safe-image';
import type { ContentDetail } from '../api/content-detail';
import styles from './detail-media.module.css';

const t = messages.community.detail;
/** The frame follows the first picture, between 4:3 landscape and 4:5 portrait, so the words start on screen. */
const clampRatio = (w: number, h: number) => (w > 0 && h > 0 ? Math.min(5 / 4, Math.max(3 / 4, h / w)) : 1);

/** The pictures as a swipeable carousel (tap for the big-picture viewer), or the video with its cover. */
export function DetailMedia({ detail }: { detail: Pick<ContentDetail, 'images' | 'video' | 'title'> }) {
  const navigate = useNavigate();
  const { images, video } = detail;

  if (video) {
    return (
      <div className={styles.video} style={{ aspectRatio: `1 / ${clampRatio(video.width, video.height)}` }}>
        <video
          className={styles.player}
          src={video.playURL}
          poster={video.coverURL || undefined}
          controls
          playsInline
          preload="none"
          aria-label={t.video}
          data-testid="detail-video"
        />
      </div>
    );
  }
  if (images.length === 0) return null;

  const urls = images.map((i) => i.url);
  const first = images[0];
  const ratio = first ? clampRatio(first.width, first.height) : 1;
  const open = (index: number) => void navigate('/viewBigPicture', { state: { images: urls, index } });
  const slides = images.map((image, i) => (
    <button
      type="button"
      className={styles.slide}
      onClick={() => open(i)}
      aria-label={`${t.viewImage}，${fmt(t.imageLabel, { index: i + 1, total: images.length })}`}
      data-testid="detail-image"
    >
      <SafeImage
        className={styles.image}
        src={image.url}
        width={image.width || 750}
        height={image.height || 750}
        placeholder={image.color}
        sizes="(max-width: 540px) 100vw, 540px"
        resizeWidth={750}
        alt={detail.title}
        priority={i === 0}
      />
    </button>
  ));
  return (
    <Carousel
      slides={slides}
      ratio={ratio}
      label={t.viewImage}
      counter={(index, total) => fmt(uiMessages.viewer.counter, { index: index + 1, total })}
    />
  );
}
