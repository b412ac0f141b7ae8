import { isOwnMediaUrl, MEDIA_SRCSET_WIDTHS, processImageUrl } from '@app/rules';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { uiMessages } from './messages';
import { ImageIcon } from './icons';
import styles from './safe-image.module.css';

export type SafeImageProps = {
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size: lets the browser reserve the box before the bytes arrive. */
  width: number;
  height: number;
  /** Shown behind the image while it loads (the server's average colour). */
  placeholder?: string | undefined;
  /** The `sizes` attribute for our own /media/ images, which then get a srcset. */
  sizes?: string;
  /** Width asked of our media server for `src` (it snaps to 80, 160, 240, 375, 480, 750, 1080). */
  resizeWidth?: number;
  /** Above-the-fold images skip lazy loading so they do not delay the largest paint. */
  priority?: boolean;
  className?: string | undefined;
  style?: CSSProperties;
  /** What to show when there is no image or it failed: the default image icon unless given. */
  fallback?: ReactNode;
  /** 'contain' shows the whole picture (the big-picture viewer); cards crop to fill their box. */
  fit?: 'cover' | 'contain';
};

/** An <img> that never shows a broken-image glyph: on error (or no src) it shows a default icon in the same box. */
export function SafeImage({
  src,
  resizeWidth = 375,
  alt,
  width,
  height,
  placeholder,
  sizes,
  priority,
  className,
  style,
  fallback,
  fit = 'cover',
}: SafeImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const failed = !src || failedSrc === src;
  const own = !!src && isOwnMediaUrl(src);

  const boxStyle: CSSProperties = { ...style, backgroundColor: placeholder };
  if (failed) {
    return (
      <div
        className={`${styles.box} ${styles.failed} ${className ?? ''}`}
        style={boxStyle}
        role="img"
        aria-label={alt || uiMessages.image.failed}
        data-testid="image-fallback"
      >
        {fallback ?? <ImageIcon className={styles.icon} />}
      </div>
    );
  }
  return (
    <div className={`${styles.box} ${className ?? ''}`} style={boxStyle}>
      <img
        // A priority image is the largest paint: it shows as its bytes arrive, without the fade (an image at opacity 0
        // does not count as painted, so the fade would hold LCP back until React has handled onLoad).
        className={`${styles.img} ${fit === 'contain' ? styles.contain : ''} ${priority || loadedSrc === src ? styles.loaded : ''}`}
        src={own ? processImageUrl(src, { width: resizeWidth }) : src}
        srcSet={
          own && sizes
            ? MEDIA_SRCSET_WIDTHS.map((w) => `${processImageUrl(src, { width: w })} ${w}w`).join(', ')
            : undefined
        }
        sizes={own && sizes ? sizes : undefined}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        onLoad={() => setLoadedSrc(src)}
        onError={() => setFailedSrc(src)}
      />
    </div>
  );
}
