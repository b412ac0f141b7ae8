import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { common, fmt } from '../../../lib/messages';
import { EmptyState } from '../../../ui/empty-state';
import { ListStates } from '../../../ui/list-states';
import { SafeImage } from '../../../ui/safe-image';
import { usePoiCoupons } from '../api/coupons';
import { useNearHotels } from '../api/hotels';
import { usePoiSummary } from '../api/poi-summary';
import { usePoiProducts, type Product } from '../api/products';
import { usePromotions } from '../api/promotions';
import { CouponList } from '../components/coupon-list';
import { HotelStrip } from '../components/hotel-strip';
import { ListSkeleton, MallSection } from '../components/mall-section';
import { ProductList } from '../components/product-list';
import { SkuSheet, type SkuSheetRequest } from '../components/sku-sheet';
import { messages } from '../messages';
import styles from './poimall-screen.module.css';

const t = messages.mall;

/**
 * /poimall?poiId=: a POI's products with the SKU sheet, the coupons to claim there and the hotels near it.
 * Without a POI (the channel's entry card) it shows what is on promotion now. Arriving with productId (and skuId,
 * count), the address the app is handed, opens that product's sheet with that choice.
 */
export function PoimallScreen() {
  const [params] = useSearchParams();
  const poiId = params.get('poiId')?.trim() ?? '';
  const [sheet, setSheet] = useState<SkuSheetRequest | null>(null);
  const choose = (product: Product) => setSheet({ product });
  // /poimall is kept alive when left: its effects are cleaned up then, and the sheet (drawn into <body>) must not
  // stay over the next page.
  useEffect(() => () => setSheet(null), []);

  return (
    <div className={styles.page} data-testid="poimall">
      {poiId ? <PoiMall poiId={poiId} onChoose={choose} onArrive={setSheet} /> : <Promotions onChoose={choose} />}
      <SkuSheet request={sheet} poiId={poiId} onClose={() => setSheet(null)} />
    </div>
  );
}

function PoiMall({
  poiId,
  onChoose,
  onArrive,
}: {
  poiId: string;
  onChoose: (p: Product) => void;
  onArrive: (r: SkuSheetRequest) => void;
}) {
  const [params] = useSearchParams();
  const poi = usePoiSummary(poiId);
  const products = usePoiProducts(poiId);
  const coupons = usePoiCoupons(poiId);
  const hotels = useNearHotels(poi.data?.lat, poi.data?.lng);
  const rows = products.data?.pages.flatMap((p) => p.rows) ?? [];

  // The address handed to the app names a product and a choice: open its sheet once, when the product is here.
  const arriving = params.get('productId');
  const arrived = useRef<string | null>(null);
  const arrivingProduct = arriving ? rows.find((p) => p.id === arriving) : undefined;
  useEffect(() => {
    if (!arrivingProduct || arrived.current === arrivingProduct.id) return;
    arrived.current = arrivingProduct.id;
    onArrive({
      product: arrivingProduct,
      skuId: params.get('skuId'),
      count: Number(params.get('count')) || 1,
    });
  }, [arrivingProduct, onArrive, params]);

  const missing = poi.isError && isApiError(poi.error) && (poi.error.httpStatus === 404 || poi.error.code === 404);
  if (missing) {
    return (
      <EmptyState
        title={t.missing}
        action={
          <Link to="/speakTopic" className={styles.back}>
            {t.back}
          </Link>
        }
      />
    );
  }

  return (
    <>
      <PoiHeader poiId={poiId} />
      <MallSection title={t.sections.coupons} query={coupons} empty={!coupons.data?.rows.length} testId="mall-coupons">
        <CouponList coupons={coupons.data?.rows ?? []} />
      </MallSection>

      <section className={styles.products} data-testid="mall-products">
        <h2 className={styles.sectionTitle}>{t.sections.products}</h2>
        <ListStates
          query={products}
          count={rows.length}
          skeleton={<ListSkeleton />}
          errorHint={common.errorHint}
          retrying={products.isFetching}
          empty={t.empty.products}
          emptyHint={t.empty.productsHint}
          more={t.loadMore}
        >
          <ProductList products={rows} onChoose={onChoose} />
        </ListStates>
      </section>

      <MallSection
        title={t.sections.hotels}
        query={poi.isPending ? poi : hotels}
        empty={!hotels.data?.rows.length}
        testId="mall-hotels"
        skeleton="strip"
      >
        <HotelStrip hotels={hotels.data?.rows ?? []} />
      </MallSection>
      <div className={styles.bottom} />
    </>
  );
}

function PoiHeader({ poiId }: { poiId: string }) {
  const poi = usePoiSummary(poiId);
  const name = poi.data?.name ?? '';
  return (
    <header className={styles.hero} data-testid="poimall-header">
      <SafeImage
        src={poi.data?.cover?.url}
        alt={name}
        width={750}
        height={400}
        resizeWidth={750}
        placeholder={poi.data?.cover?.color}
        priority
        className={styles.heroImage}
        fallback={<span />}
      />
      <div className={styles.heroShade} />
      <div className={styles.heroText}>
        <h1 className={styles.heroTitle}>{name ? fmt(t.poiTitle, { name }) : '\u00a0'}</h1>
        <p className={styles.heroHint}>{poi.data?.nameEn || t.headerHint}</p>
      </div>
    </header>
  );
}

function Promotions({ onChoose }: { onChoose: (p: Product) => void }) {
  const promotions = usePromotions(true);
  const rows = promotions.data?.pages.flatMap((p) => p.rows) ?? [];
  return (
    <section className={styles.products} data-testid="mall-promotions">
      <header className={styles.banner}>
        <h1 className={styles.bannerTitle}>{t.sections.promotions}</h1>
        <p className={styles.bannerHint}>{t.headerHint}</p>
      </header>
      <ListStates
        query={promotions}
        count={rows.length}
        skeleton={<ListSkeleton />}
        errorHint={common.errorHint}
        retrying={promotions.isFetching}
        empty={t.empty.promotions}
        more={t.loadMore}
      >
        <ProductList products={rows.map((r) => r.product)} onChoose={onChoose} />
      </ListStates>
    </section>
  );
}
