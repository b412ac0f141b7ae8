import { SKELETON_MAX_MS } from '@app/rules';
import { useEffect, useState } from 'react';
import { uiMessages } from '../messages';
import { useChannel } from '../../session/channel';
import skeletonUrl from './poi-skeleton.svg';
import styles from './bank-skeleton.module.css';

/**
 * Bank channels cover POI detail with a skeleton image while it loads (docs/product/channels.md): until `ready`,
 * and never longer than SKELETON_MAX_MS, so a slow answer cannot hide the page for good.
 */
export function BankSkeleton({ ready }: { ready: boolean }) {
  const { flags } = useChannel();
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    if (!flags.bank || ready) return;
    const timer = setTimeout(() => setExpired(true), SKELETON_MAX_MS);
    return () => clearTimeout(timer);
  }, [flags.bank, ready]);
  if (!flags.bank || ready || expired) return null;
  return (
    <div className={styles.cover} role="status" data-testid="bank-skeleton">
      <img className={styles.image} src={skeletonUrl} alt="" width={375} height={812} />
      <span className="visually-hidden">{uiMessages.poi.skeleton}</span>
    </div>
  );
}
