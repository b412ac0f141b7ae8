import type { skuOptionResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '../../../api/http';
import type { Out } from './contract-types';

export type SkuOptions = Out<typeof skuOptionResponse>;
export type Sku = SkuOptions['skus'][number];

/** The SKU sheet's option groups and every SKU with its price and stock; asked when the sheet opens. */
export function skuOptionsQueryOptions(productId: string) {
  return queryOptions({
    queryKey: ['mall', 'sku-options', productId] as const,
    queryFn: ({ signal }) =>
      post<SkuOptions>('/api/shopmall/poi/product/v1/queryPoiSkuOption', { productId }, { signal, toast: false }),
    // Stock moves: a sheet opened again asks again.
    staleTime: 0,
  });
}
export const useSkuOptions = (productId: string | null) =>
  useQuery({ ...skuOptionsQueryOptions(productId ?? ''), enabled: !!productId });
