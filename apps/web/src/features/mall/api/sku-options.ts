import { queryOptions, useQuery } from '@tanstack/react-query';
import { post, type ApiOutput } from '../../../api/http';

export type SkuOptions = ApiOutput<'/api/shopmall/poi/product/v1/queryPoiSkuOption'>;
export type Sku = SkuOptions['skus'][number];

/** The SKU sheet's option groups and every SKU with its price and stock; asked when the sheet opens. */
export function skuOptionsQueryOptions(productId: string) {
  return queryOptions({
    queryKey: ['mall', 'sku-options', productId] as const,
    queryFn: ({ signal }) =>
      post('/api/shopmall/poi/product/v1/queryPoiSkuOption', { productId }, { signal, toast: false }),
    // Stock moves: a sheet opened again asks again.
    staleTime: 0,
  });
}
export const useSkuOptions = (productId: string | null) =>
  useQuery({ ...skuOptionsQueryOptions(productId ?? ''), enabled: !!productId });
