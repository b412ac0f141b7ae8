import { fmt } from '../../../lib/messages';
import { formatCount } from '../../../lib/format-count';
import { SafeImage } from '../../../ui/safe-image';
import type { Product } from '../api/products';
import { messages } from '../messages';
import { PriceTag } from './price-tag';
import styles from './product-card.module.css';

const t = messages.mall.product;

/** One product: picture, name, what it includes, its lowest price in its currency; tapping opens the SKU sheet. */
export function ProductCard({ product, onChoose }: { product: Product; onChoose: (product: Product) => void }) {
  const promo = product.promotion;
  return (
    <button
      type="button"
      className={styles.card}
      onClick={() => onChoose(product)}
      data-testid="product-card"
      data-product-id={product.id}
    >
      <SafeImage
        src={product.coverUrl}
        alt={product.title}
        width={240}
        height={240}
        resizeWidth={240}
        className={styles.cover}
      />
      <span className={styles.body}>
        <span className={styles.title}>{product.title}</span>
        {product.subtitle ? <span className={styles.subtitle}>{product.subtitle}</span> : null}
        <span className={styles.tags}>
          {promo ? (
            <span className={styles.promo}>
              {promo.label} · {promo.title} {promo.promoPriceText}
            </span>
          ) : null}
          {product.tags.slice(0, promo ? 1 : 3).map((tag) => (
            <span key={tag} className={styles.tag}>
              {tag}
            </span>
          ))}
        </span>
        <span className={styles.foot}>
          <span className={styles.prices}>
            <PriceTag amount={product.priceFrom} currency={product.currency} short suffix={t.from} />
            {product.marketPrice !== null && product.marketPrice > product.priceFrom ? (
              <s className={styles.market}>{product.marketPriceText}</s>
            ) : null}
          </span>
          <span className={styles.action} aria-hidden>
            {t.choose}
          </span>
        </span>
        <span className={styles.sales}>{fmt(t.sold, { n: formatCount(product.sales) })}</span>
      </span>
    </button>
  );
}
