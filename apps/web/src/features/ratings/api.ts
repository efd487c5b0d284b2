import type { RatableOrder, RateOrderRequest } from '@keka/contracts';
import { callApi } from '../../lib/api';

export function fetchRatableOrder(token: string, uniqueOrderId: string, signal?: AbortSignal): Promise<{ data: RatableOrder }> {
  return callApi('single-ratable-order', { unique_order_id: uniqueOrderId }, { token, ...(signal ? { signal } : {}) });
}

export function rateOrder(token: string, request: RateOrderRequest): Promise<{ success: true }> {
  return callApi('rate-order', request, { token });
}
