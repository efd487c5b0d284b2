import type {
  DeliveryOrderCard,
  DeliveryOrderResponse,
  DeliveryRegisterRequest,
  DeliveryUserInfo,
  GetDeliveryOrdersResponse,
  GetEarningsResponse,
  UserData,
} from '@keka/contracts';
import { callApi } from '../../lib/api';

/** The partner app's calls (SPEC §7 delivery partner, under /api/delivery/*); one function per call. */
export type DeliveryLists = GetDeliveryOrdersResponse['data'];
export type Earnings = GetEarningsResponse['data'];

const as = (token: string, extra: Record<string, string> = {}) => ({ token, headers: extra });

export async function riderLogin(email: string, password: string): Promise<UserData> {
  const isPhone = /^[+\d\s-]+$/.test(email.trim());
  const body = isPhone ? { phone: email.trim(), password } : { email: email.trim(), password };
  return (await callApi<{ data: UserData }>('delivery/login', body)).data;
}

export async function riderRegister(body: DeliveryRegisterRequest): Promise<UserData> {
  return (await callApi<{ data: UserData }>('delivery/register', body)).data;
}

export async function riderLogout(token: string): Promise<void> {
  await callApi('logout', {}, { token });
}

export async function fetchRiderInfo(token: string, change: { is_online?: boolean; latitude?: number; longitude?: number } = {}, signal?: AbortSignal): Promise<DeliveryUserInfo> {
  return (await callApi<{ data: DeliveryUserInfo }>('delivery/update-user-info', change, { token, ...(signal ? { signal } : {}) })).data;
}

export async function fetchRiderLists(token: string, signal?: AbortSignal): Promise<DeliveryLists> {
  return (await callApi<GetDeliveryOrdersResponse>('delivery/get-delivery-orders', {}, { token, ...(signal ? { signal } : {}) })).data;
}

export async function fetchRiderOrder(token: string, uniqueOrderId: string, signal?: AbortSignal): Promise<DeliveryOrderCard> {
  return (await callApi<DeliveryOrderResponse>('delivery/get-single-delivery-order', { unique_order_id: uniqueOrderId }, { token, ...(signal ? { signal } : {}) })).data;
}

export async function acceptOrder(token: string, uniqueOrderId: string): Promise<DeliveryOrderCard> {
  return (await callApi<DeliveryOrderResponse>('delivery/accept-to-deliver', { unique_order_id: uniqueOrderId }, { token })).data;
}

/** A tap (picked up / delivered) with its Idempotency-Key and the time it really happened. */
export interface TapCall {
  readonly kind: 'pickedup' | 'delivered';
  readonly uniqueOrderId: string;
  readonly key: string;
  readonly happenedAt: string;
  readonly pin?: string;
}

export async function sendTap(token: string, tap: TapCall): Promise<DeliveryOrderCard> {
  const body = { unique_order_id: tap.uniqueOrderId, happened_at: tap.happenedAt, ...(tap.pin ? { delivery_pin: tap.pin } : {}) };
  const name = tap.kind === 'pickedup' ? 'delivery/pickedup-order' : 'delivery/deliver-order';
  return (await callApi<DeliveryOrderResponse>(name, body, as(token, { 'Idempotency-Key': tap.key }))).data;
}

export async function sendPosition(token: string, p: { lat: number; lng: number; heading: number | null; speed: number | null }): Promise<void> {
  await callApi('delivery/set-delivery-guy-gps-location', p, { token });
}

export async function fetchEarnings(token: string, signal?: AbortSignal): Promise<Earnings> {
  return (await callApi<GetEarningsResponse>('delivery/get-earnings', {}, { token, ...(signal ? { signal } : {}) })).data;
}
