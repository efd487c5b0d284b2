import type { CheckRunningOrderResponse, GetGpsLocationResponse, GetItemReportResponse, GetOrdersResponse, GetReorderItemsResponse, OrderView } from '@keka/contracts';
import { callApi } from '../../lib/api';
import { useQuery } from '../../lib/use-query';

/** SPEC §2 running order. No polling: live events keep it current (live-order hooks). */
export function useSingleOrder(uniqueOrderId: string | undefined, token: string | null) {
  const key = uniqueOrderId && token ? `get-single-order:${uniqueOrderId}` : null;
  return useQuery(key, (signal) =>
    callApi<{ success: true; data: OrderView }>('get-single-order', { unique_order_id: uniqueOrderId }, { token, signal }).then((r) => r.data),
  );
}

export function useRunningOrders(token: string | null) {
  return useQuery(token ? `check-running-order:${token.slice(-8)}` : null, (signal) =>
    callApi<CheckRunningOrderResponse>('check-running-order', {}, { token, signal }),
  );
}

/** SPEC §7 cancel-order: answers the cancelled order (with the refund that went to the wallet). */
export async function cancelOrder(uniqueOrderId: string, reason: string, token: string): Promise<OrderView> {
  const answer = await callApi<{ success: true; data: OrderView }>('cancel-order', { unique_order_id: uniqueOrderId, reason: reason.trim() || null }, { token });
  return answer.data;
}

/** Issue 36: the customer's answer to a replacement the store proposes; answers the order as it is now. */
export async function answerSubstitution(uniqueOrderId: string, substitutionId: number, answer: 'ACCEPT' | 'DECLINE' | 'REFUND', token: string): Promise<OrderView> {
  const reply = await callApi<{ success: true; data: OrderView }>('answer-substitution', { unique_order_id: uniqueOrderId, substitution_id: substitutionId, answer }, { token });
  return reply.data;
}

/** Where the partner was last (null before a first position, or once the order is no longer with a partner). */
export function useRiderPosition(uniqueOrderId: string | null, statusId: number, token: string | null) {
  // The status is in the key: assigned → picked up asks once more, as the partner may have moved on.
  const key = uniqueOrderId && token ? `gps:${uniqueOrderId}:${statusId}` : null;
  return useQuery(key, (signal) =>
    callApi<GetGpsLocationResponse>('delivery/get-delivery-guy-gps-location', { unique_order_id: uniqueOrderId }, { token, signal }).then((r) => r.data),
  );
}

/** SPEC §7 get-orders: one page of the customer's orders (running first, then newest). */
export function fetchOrders(page: number, perPage: number, token: string, signal?: AbortSignal): Promise<GetOrdersResponse> {
  return callApi<GetOrdersResponse>('get-orders', { page, per_page: perPage }, { token, signal });
}

/** Reorder: the order's lines as today's menu has them (prices, add-ons), and the lines that cannot come back. */
export function fetchReorderItems(uniqueOrderId: string, token: string): Promise<GetReorderItemsResponse> {
  return callApi<GetReorderItemsResponse>('get-reorder-items', { unique_order_id: uniqueOrderId }, { token });
}

/** Issue 36: the order's report of missing or wrong items, or until when one can be made (one query for the order page and the report page). */
export const itemReportKey = (uniqueOrderId: string) => `item-report:${uniqueOrderId}`;
export function useItemReport(uniqueOrderId: string, token: string) {
  return useQuery(itemReportKey(uniqueOrderId), (signal) => callApi<GetItemReportResponse>('get-order-item-report', { unique_order_id: uniqueOrderId }, { token, signal }).then((r) => r.data));
}
