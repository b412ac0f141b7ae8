import { useState } from 'react';
import { usePoiCoupons } from '../api/coupons';
import { useHotelColumn, useNearHotels } from '../api/hotels';
import { usePoiProductColumn } from '../api/products';
import { messages } from '../messages';
import { CouponList } from './coupon-list';
import { HotelStrip } from './hotel-strip';
import { MallSection } from './mall-section';
import { ProductList } from './product-list';
import { SkuSheet, type SkuSheetRequest } from './sku-sheet';

const t = messages.mall.sections;

export type PoiMallSectionsProps = {
  poiId: string;
  destinationId?: string | undefined;
  /** WGS-84: hotels are the nearest to it; without it, the destination's hotel column. */
  lat?: number | undefined;
  lng?: number | undefined;
};

/**
 * The mall's part of a POI page (the page composes it into the places screen's slot): coupons usable there,
 * its products (the SKU sheet opens over the page) and the hotels near it. Each block hides when it has nothing.
 */
export function PoiMallSections({ poiId, destinationId, lat, lng }: PoiMallSectionsProps) {
  const coupons = usePoiCoupons(poiId);
  const products = usePoiProductColumn(poiId);
  const [sheet, setSheet] = useState<SkuSheetRequest | null>(null);
  const hasPoint = Number.isFinite(lat) && Number.isFinite(lng);
  const near = useNearHotels(hasPoint ? lat : undefined, hasPoint ? lng : undefined);
  const column = useHotelColumn(hasPoint ? undefined : destinationId);
  const hotels = hasPoint ? near : column;
  const mallLink = `/poimall?poiId=${encodeURIComponent(poiId)}`;

  return (
    <div data-testid="poi-mall-sections">
      <MallSection title={t.coupons} query={coupons} empty={!coupons.data?.rows.length} testId="mall-coupons">
        <CouponList coupons={coupons.data?.rows ?? []} />
      </MallSection>
      <MallSection
        title={t.products}
        query={products}
        empty={!products.data?.rows.length}
        more={products.data?.nextCursor ? { to: mallLink } : undefined}
        testId="mall-products"
      >
        <ProductList products={products.data?.rows ?? []} onChoose={(product) => setSheet({ product })} />
      </MallSection>
      <MallSection
        title={hasPoint ? t.hotels : t.destinationHotels}
        query={hotels}
        empty={!hotels.data?.rows.length}
        testId="mall-hotels"
        skeleton="strip"
      >
        <HotelStrip hotels={hotels.data?.rows ?? []} />
      </MallSection>
      <SkuSheet request={sheet} poiId={poiId} onClose={() => setSheet(null)} />
    </div>
  );
}
