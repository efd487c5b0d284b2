import type {
  AuthResponse,
  ManageAddonCategory,
  ManageItem,
  StoreAcceptOrderRequest,
  StoreContentResponse,
  StoreDashboardResponse,
  StoreOrderDetail,
  StoreOrdersByDateResponse,
  StoreProductResponse,
  StoreProductsResponse,
  StoreRegisterRequest,
  StoreReportsResponse,
  StoreSaveAddonCategoryRequest,
  StoreSaveItemRequest,
  StoreSaveSlotRequest,
  StoreStatusResponse,
} from '@keka/contracts';
import { ApiError, callApi } from '../../lib/api';
import { useQuery } from '../../lib/use-query';

/** The store owner's calls (SPEC §7 "Store", issue 7); each takes the owner's token. */
type Data<R> = R extends { data: infer D } ? D : never;
const read = <R>(name: string, body: unknown, token: string, signal?: AbortSignal) => callApi<R>(name, body, { token, ...(signal ? { signal } : {}) });
const data = async <R extends { data: unknown }>(p: Promise<R>): Promise<Data<R>> => (await p).data as Data<R>;

export const storeLogin = (body: { email?: string; phone?: string; password: string }) => callApi<AuthResponse>('store/login', body).then((r) => r.data);
export const storeRegister = (body: StoreRegisterRequest) => callApi<AuthResponse>('store/register', body).then((r) => r.data);

export function useStoreStatus(token: string | null) {
  return useQuery(token ? 'store/status' : null, (signal) => data(read<StoreStatusResponse>('store/status', {}, token ?? '', signal)));
}

export function useDashboard(token: string | null) {
  return useQuery(token ? 'store/dashboard' : null, (signal) => data(read<StoreDashboardResponse>('store/dashboard', {}, token ?? '', signal)));
}

export function useStoreOrder(uid: string | undefined, token: string | null) {
  return useQuery(uid && token ? `store/get-order:${uid}` : null, (signal) =>
    data(read<{ data: StoreOrderDetail }>('store/get-order', { unique_order_id: uid }, token ?? '', signal)),
  );
}

export interface DayFilters {
  readonly status: 'all' | 'live' | 'delivered' | 'cancelled';
  readonly delivery_type: 'ALL' | 'DELIVERY' | 'SELFPICKUP';
}
export function useOrdersOfDay(date: string, filters: DayFilters, token: string | null) {
  return useQuery(token ? `store/get-orders:${date}:${filters.status}:${filters.delivery_type}` : null, (signal) =>
    data(read<StoreOrdersByDateResponse>('store/get-orders', { date, ...filters }, token ?? '', signal)),
  );
}

/** The catalogue of one store (default: the owner's first). */
export function useProducts(token: string | null, storeId?: number) {
  return useQuery(token ? `store/get-products:${storeId ?? ''}` : null, (signal) =>
    data(read<StoreProductsResponse>('store/get-products', storeId ? { store_id: storeId } : {}, token ?? '', signal)),
  );
}

export function useProduct(id: number | null, token: string | null) {
  return useQuery(id && token ? `store/get-product:${id}` : null, (signal) => data(read<StoreProductResponse>('store/get-product', { product_id: id }, token ?? '', signal)));
}

export function useReports(q: { from: string; to: string; group: 'day' | 'week' | 'month'; store_id?: number }, token: string | null) {
  return useQuery(token ? `store/reports:${q.store_id ?? ''}:${q.from}:${q.to}:${q.group}` : null, (signal) => data(read<StoreReportsResponse>('store/reports', q, token ?? '', signal)));
}

type OrderAnswer = Promise<StoreOrderDetail>;
const orderCall = (name: string, body: Record<string, unknown>, token: string): OrderAnswer => data(read<{ data: StoreOrderDetail }>(`store/${name}`, body, token));

export const orderActions = {
  accept: (uid: string, minutes: StoreAcceptOrderRequest['preparation_minutes'], token: string) => orderCall('accept-order', { unique_order_id: uid, preparation_minutes: minutes }, token),
  decline: (uid: string, reason: string, token: string) => orderCall('decline-order', { unique_order_id: uid, reason }, token),
  startPreparing: (uid: string, minutes: number, token: string) => orderCall('start-preparing', { unique_order_id: uid, preparation_minutes: minutes }, token),
  markReady: (uid: string, token: string) => orderCall('mark-ready', { unique_order_id: uid }, token),
  handedOver: (uid: string, token: string) => orderCall('handed-over', { unique_order_id: uid }, token),
  unlockPin: (uid: string, token: string) => orderCall('unlock-pin', { unique_order_id: uid }, token),
  /** Issue 36: a line the store does not have: left out at once, or a replacement proposed to the customer. */
  substitute: (uid: string, change: { line_id: number } & ({ kind: 'REMOVE' } | { kind: 'REPLACE'; item_id: number; quantity: number; price: string }), token: string) =>
    orderCall('substitute-line', { unique_order_id: uid, ...change }, token),
  /** A longer time extends the promise once and carries the reason the customer is told. */
  changePrep: (uid: string, minutes: number, token: string, reason?: string) =>
    orderCall('update-preparation-time', { unique_order_id: uid, preparation_minutes: minutes, ...(reason ? { reason } : {}) }, token),
};

export const toggleStore = (storeId: number, isActive: boolean, token: string) => read('store/toggle-store', { store_id: storeId, is_active: isActive }, token);
export const toggleItem = (itemId: number, isActive: boolean, token: string) => read('store/toggle-item', { item_id: itemId, is_active: isActive }, token);
export const toggleCategory = (id: number, isEnabled: boolean, token: string) => read('store/toggle-category', { category_id: id, is_enabled: isEnabled }, token);
export const toggleAddon = (id: number, isActive: boolean, token: string) => read('store/toggle-addon', { addon_id: id, is_active: isActive }, token);
export const updateItemPrice = (itemId: number, price: string, maxQty: number | null, token: string) =>
  data(read<{ data: ManageItem }>('store/update-item-price', { item_id: itemId, price, max_qty: maxQty }, token));
export const saveItem = (body: StoreSaveItemRequest, token: string) => data(read<{ data: ManageItem }>('store/save-item', body, token));
export const saveAddonCategory = (body: StoreSaveAddonCategoryRequest, token: string) => data(read<{ data: ManageAddonCategory }>('store/save-addon-category', body, token));

export function useSlots(storeId: number | null, token: string | null) {
  return useQuery(storeId && token ? `store/get-slots:${storeId}` : null, (signal) =>
    data(read<{ data: { id: number; name: string; starts_at: string; ends_at: string; capacity: number; is_active: boolean }[] }>('store/get-slots', { store_id: storeId }, token ?? '', signal)),
  );
}
export const saveSlot = (body: StoreSaveSlotRequest, token: string) => read('store/save-slot', body, token);
export function useContent(storeId: number | null, token: string | null) {
  return useQuery(storeId && token ? `store/get-content:${storeId}` : null, (signal) => data(read<StoreContentResponse>('store/get-content', { store_id: storeId }, token ?? '', signal)));
}
export const saveContent = (name: 'save-banner' | 'save-slot-group' | 'save-item-group', body: Record<string, unknown>, token: string) => read(`store/${name}`, body, token);

/** Picture bytes as they are (the server sniffs, resizes and re-encodes them). */
export async function uploadImage(file: File, token: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch('/api/store/upload-image', { method: 'POST', headers: { 'Content-Type': file.type || 'application/octet-stream', Authorization: `Bearer ${token}` }, body: file });
  } catch {
    throw new ApiError('NETWORK', 'You seem to be offline. Check your connection and try again.', 0);
  }
  const payload = (await response.json().catch(() => null)) as { data?: { image: string }; code?: string; message?: string } | null;
  if (!response.ok || !payload?.data) throw new ApiError(payload?.code ?? 'HTTP_ERROR', payload?.message ?? `The server answered ${response.status}.`, response.status);
  return payload.data.image;
}
