import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

/** A pulsing grey block that stands in for content while it loads. */
export function Skeleton({ className, style, round }: { className?: string; style?: CSSProperties; round?: boolean }) {
  return (
    <div aria-hidden className={`${styles.block} ${round ? styles.round : ''} ${className ?? ''}`} style={style} />
  );
}
