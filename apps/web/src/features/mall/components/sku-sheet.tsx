import { lazy, Suspense, useId, useState } from 'react';
import { common, fmt } from '../../../lib/messages';
import { inNativeApp } from '../../../session/environment';
import { BottomSheet } from '../../../ui/bottom-sheet';
import { ErrorState } from '../../../ui/error-state';
import { SafeImage } from '../../../ui/safe-image';
import { Skeleton } from '../../../ui/skeleton';
import type { Product } from '../api/products';
import { useSkuOptions, type SkuOptions } from '../api/sku-options';
import { handOver, purchaseAddress } from '../hand-over';
import { messages } from '../messages';
import { chosenSku, clampCount, initialChoice, isValueAvailable, toggleValue, type SkuChoice } from '../sku-choice';
import { PriceTag } from './price-tag';
import styles from './sku-sheet.module.css';

// Only a visitor outside the app who taps buy sees it: its own chunk.
const OpenAppDialog = lazy(() => import('../../../ui/open-app/open-app-dialog'));

const t = messages.mall.sku;
const LOW_STOCK = 5;

export type SkuSheetRequest = { product: Product; skuId?: string | null; count?: number };

/** The SKU sheet: pick date, package, person type…; see each SKU's price and stock; hand the purchase to the app. */
export function SkuSheet({
  request,
  poiId,
  onClose,
}: {
  request: SkuSheetRequest | null;
  poiId: string;
  onClose: () => void;
}) {
  return (
    <BottomSheet open={!!request} onClose={onClose} title={t.title} closeLabel={t.close} testId="sku-sheet">
      {request ? <SkuChooser key={request.product.id} request={request} poiId={poiId} /> : null}
    </BottomSheet>
  );
}

function SkuChooser({ request, poiId }: { request: SkuSheetRequest; poiId: string }) {
  const options = useSkuOptions(request.product.id);
  if (options.isPending) return <ChooserSkeleton />;
  if (options.isError) {
    return (
      <ErrorState
        title={t.loadFailed}
        hint={options.error.message}
        retryLabel={common.retry}
        onRetry={() => void options.refetch()}
        retrying={options.isFetching}
      />
    );
  }
  if (options.data.skus.length === 0) return <p className={styles.none}>{t.none}</p>;
  return <Chooser data={options.data} request={request} poiId={poiId} />;
}

function Chooser({ data, request, poiId }: { data: SkuOptions; request: SkuSheetRequest; poiId: string }) {
  const { product } = request;
  const [choice, setChoice] = useState<SkuChoice>(() => initialChoice(data.skus, request.skuId));
  const [wanted, setWanted] = useState(request.count ?? 1);
  const [handOverTo, setHandOverTo] = useState<string | null>(null);
  const ids = useId();
  const sku = chosenSku(data.options, data.skus, choice);
  const count = clampCount(wanted, sku?.stock ?? 1);
  const open = data.options.filter((g) => choice[g.name] === undefined).map((g) => g.name);
  const inApp = inNativeApp();

  const buy = () => {
    if (!sku || sku.soldOut) return;
    const address = purchaseAddress(window.location.origin, {
      poiId: product.poiId ?? poiId,
      productId: product.id,
      skuId: sku.skuId,
      count,
    });
    if (handOver(address) === 'dialog') setHandOverTo(address);
  };

  return (
    <div className={styles.chooser}>
      <div className={styles.head}>
        <SafeImage
          src={product.coverUrl}
          alt={product.title}
          width={160}
          height={160}
          resizeWidth={240}
          className={styles.cover}
        />
        <div className={styles.summary}>
          <div className={styles.priceRow} data-testid="sku-price">
            <PriceTag
              amount={sku?.price ?? product.priceFrom}
              currency={product.currency}
              size="lg"
              testId="sku-unit-price"
            />
            {sku?.marketPrice != null && sku.marketPrice > sku.price ? (
              <s className={styles.market}>{sku.marketPriceText}</s>
            ) : null}
          </div>
          <p className={styles.stock} data-testid="sku-stock">
            {sku
              ? sku.soldOut
                ? t.unavailable
                : fmt(sku.stock <= LOW_STOCK ? t.lowStock : t.stock, { n: sku.stock })
              : product.title}
          </p>
          <p className={styles.selected}>
            {sku ? fmt(t.selected, { text: sku.title }) : fmt(t.choosePrompt, { names: open.join('、') })}
          </p>
        </div>
      </div>

      {data.options.map((group, i) => (
        <div key={group.name} className={styles.group} role="group" aria-labelledby={`${ids}-${i}`}>
          <p id={`${ids}-${i}`} className={styles.groupName}>
            {group.name}
          </p>
          <div className={styles.values}>
            {group.values.map((value) => {
              const picked = choice[group.name] === value;
              const available = isValueAvailable(data.skus, choice, group.name, value);
              return (
                <button
                  key={value}
                  type="button"
                  className={`${styles.value} ${picked ? styles.picked : ''}`}
                  aria-pressed={picked}
                  disabled={!available && !picked}
                  onClick={() => setChoice((c) => toggleValue(data.skus, c, group.name, value))}
                  data-testid="sku-option"
                >
                  {value}
                </button>
              );
            })}
          </div>
        </div>
      ))}

      <div className={styles.countRow}>
        <span className={styles.groupName}>{t.count}</span>
        <div className={styles.stepper}>
          <button type="button" aria-label={t.minus} disabled={count <= 1} onClick={() => setWanted(count - 1)}>
            −
          </button>
          <output data-testid="sku-count" aria-live="polite">
            {count}
          </output>
          <button
            type="button"
            aria-label={t.plus}
            disabled={!sku || count >= clampCount(Infinity, sku.stock)}
            onClick={() => setWanted(count + 1)}
          >
            +
          </button>
        </div>
      </div>

      <footer className={styles.foot}>
        <div className={styles.total}>
          <span>{t.total}</span>
          {sku ? (
            <PriceTag amount={sku.price * count} currency={sku.currency} testId="sku-total" />
          ) : (
            <span className={styles.dash}>—</span>
          )}
        </div>
        <button type="button" className={styles.buy} disabled={!sku || sku.soldOut} onClick={buy} data-testid="sku-buy">
          {inApp ? t.buyInApp : t.buy}
        </button>
      </footer>

      {handOverTo ? (
        <Suspense fallback={null}>
          <OpenAppDialog
            title={messages.mall.handover.title}
            text={fmt(messages.mall.handover.text, { product: `${product.title} · ${sku?.title ?? ''}` })}
            target={handOverTo}
            onClose={() => setHandOverTo(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

function ChooserSkeleton() {
  return (
    <div className={styles.chooser} aria-busy>
      <div className={styles.head}>
        <Skeleton className={styles.cover} />
        <div className={styles.summary}>
          <Skeleton style={{ width: '40%', height: '0.64rem' }} />
          <Skeleton style={{ width: '60%', height: '0.4rem', marginTop: '0.16rem' }} />
        </div>
      </div>
      {[0, 1].map((i) => (
        <div key={i} className={styles.group}>
          <Skeleton style={{ width: '1.6rem', height: '0.4rem' }} />
          <div className={styles.values}>
            <Skeleton style={{ width: '2.4rem', height: '0.8rem' }} />
            <Skeleton style={{ width: '2.4rem', height: '0.8rem' }} />
          </div>
        </div>
      ))}
    </div>
  );
}
