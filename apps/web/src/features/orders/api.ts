import type { CheckRunningOrderResponse, OrderView } from '@keka/contracts';
import { callApi } from '../../lib/api';
import { useQuery } from '../../lib/use-query';

/** SPEC §2 running order: polled every 15 s for now (live events come later). */
export const ORDER_POLL_MS = 15_000;

export function useSingleOrder(uniqueOrderId: string | undefined, token: string | null) {
  const key = uniqueOrderId && token ? `get-single-order:${uniqueOrderId}` : null;
  return useQuery(
    key,
    (signal) =>
      callApi<{ success: true; data: OrderView }>('get-single-order', { unique_order_id: uniqueOrderId }, { token, signal }).then(
        (r) => r.data,
      ),
    { intervalMs: ORDER_POLL_MS },
  );
}

export function useRunningOrders(token: string | null) {
  return useQuery(token ? `check-running-order:${token.slice(-8)}` : null, (signal) =>
    callApi<CheckRunningOrderResponse>('check-running-order', {}, { token, signal }),
  );
}
