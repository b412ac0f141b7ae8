import { useState } from 'react';
import { fmt } from '../../../lib/messages';
import { LoadMore } from '../../../ui/load-more';
import { useHotelColumn } from '../api/hotels';
import { useDestinationProductPages, useDestinationProducts } from '../api/products';
import { messages } from '../messages';
import { HotelStrip } from './hotel-strip';
import { MallSection } from './mall-section';
import { ProductList } from './product-list';
import { SkuSheet, type SkuSheetRequest } from './sku-sheet';
import styles from './mall-section.module.css';

const t = messages.mall.sections;

/**
 * The mall's part of a destination page: its best-selling products (all of them, page by page, once asked)
 * and its hotel column. The page composes it into the places screen's slot.
 */
export function DestinationMallSections({ destinationId }: { destinationId: string }) {
  const column = useDestinationProducts(destinationId);
  const hotels = useHotelColumn(destinationId);
  const [all, setAll] = useState(false);
  const pages = useDestinationProductPages(destinationId, all);
  const [sheet, setSheet] = useState<SkuSheetRequest | null>(null);
  const total = column.data?.total ?? 0;
  const shown = all && pages.data ? pages.data.pages.flatMap((p) => p.rows) : (column.data?.rows ?? []);

  return (
    <div data-testid="destination-mall-sections">
      <MallSection title={t.products} query={column} empty={total === 0} testId="mall-products">
        <ProductList products={shown} onChoose={(product) => setSheet({ product })} />
        {all ? (
          <LoadMore
            hasMore={pages.hasNextPage}
            loading={pages.isFetching}
            failed={pages.isError}
            onLoadMore={() => void pages.fetchNextPage()}
            labels={messages.mall.loadMore}
          />
        ) : total > shown.length ? (
          <button type="button" className={styles.expand} onClick={() => setAll(true)}>
            {t.more} · {fmt(t.total, { n: total })}
          </button>
        ) : null}
      </MallSection>
      <MallSection
        title={t.destinationHotels}
        query={hotels}
        empty={!hotels.data?.rows.length}
        testId="mall-hotels"
        skeleton="strip"
      >
        <HotelStrip hotels={hotels.data?.rows ?? []} />
      </MallSection>
      <SkuSheet request={sheet} poiId="" onClose={() => setSheet(null)} />
    </div>
  );
}
