import type { Product } from '../api/products';
import { ProductCard } from './product-card';
import styles from './product-list.module.css';

export function ProductList({
  products,
  onChoose,
}: {
  products: readonly Product[];
  onChoose: (product: Product) => void;
}) {
  return (
    <ul className={styles.list}>
      {products.map((p) => (
        <li key={p.id}>
          <ProductCard product={p} onChoose={onChoose} />
        </li>
      ))}
    </ul>
  );
}
