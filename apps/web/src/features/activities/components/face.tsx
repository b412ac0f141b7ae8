import { SafeImage } from '../../../ui/safe-image';
import { UserIcon } from '../../../ui/icons';
import styles from './face.module.css';

/** A round user picture; without one (or when it fails) a person icon on grey. */
export function Face({ src, size, className }: { src: string | null | undefined; size: number; className?: string }) {
  const rem = `${(size / 37.5).toFixed(4)}rem`;
  return (
    <SafeImage
      className={`${styles.face} ${className ?? ''}`}
      style={{ width: rem, height: rem }}
      src={src}
      width={size}
      height={size}
      resizeWidth={160}
      alt=""
      placeholder="#d5d9e0"
      fallback={<UserIcon className={styles.icon} />}
    />
  );
}
