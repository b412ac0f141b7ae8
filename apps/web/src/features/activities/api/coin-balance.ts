import { useQuery } from '@tanstack/react-query';
import { post } from '../../../api/http';

// The signed-in person's 无忧币, shown before a ticket priced in them is confirmed.

export const COINS_PATH = '/api/service/user/v1/getUserTripCoins';

export const coinKeys = { balance: ['activities', 'coins'] as const };

export function useCoinBalance(enabled: boolean) {
  return useQuery({
    queryKey: coinKeys.balance,
    queryFn: ({ signal }) => post(COINS_PATH, {}, { signal, toast: false }),
    enabled,
    staleTime: 0,
  });
}
