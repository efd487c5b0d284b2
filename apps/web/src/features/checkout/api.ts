import type { GetPaymentGatewaysResponse, PlaceOrderRequest, PlaceOrderResponse } from '@keka/contracts';
import { callApi } from '../../lib/api';
import { useQuery } from '../../lib/use-query';

/** place-order with the attempt's Idempotency-Key (SECURITY 6: a replay returns the first answer). */
export function placeOrder(payload: PlaceOrderRequest, token: string, idempotencyKey: string): Promise<PlaceOrderResponse> {
  return callApi<PlaceOrderResponse>('place-order', payload, { token, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** SPEC §7 get-payment-gateways: cash on delivery, the wallet, part wallet. */
export function usePaymentGateways(token: string | null) {
  return useQuery(token ? `get-payment-gateways:${token.slice(-8)}` : null, (signal) =>
    callApi<GetPaymentGatewaysResponse>('get-payment-gateways', {}, { token, signal }),
  );
}
