import type { PlaceOrderRequest, PlaceOrderResponse } from '@keka/contracts';
import { callApi } from '../../lib/api';

/** place-order with the attempt's Idempotency-Key (SECURITY 6: a replay returns the first answer). */
export function placeOrder(payload: PlaceOrderRequest, token: string, idempotencyKey: string): Promise<PlaceOrderResponse> {
  return callApi<PlaceOrderResponse>('place-order', payload, { token, headers: { 'Idempotency-Key': idempotencyKey } });
}
