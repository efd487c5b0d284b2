import type { SingleItem } from '@keka/contracts';
import { callApi } from '../../lib/api';
import { useQuery } from '../../lib/use-query';

export interface Point {
  readonly lat: number;
  readonly lng: number;
}

export interface OperationStatus {
  readonly success: true;
  readonly is_operational: boolean;
  readonly distance: number;
}

/** SPEC §7 get-single-item (id): the item with its 'Full Description' HTML and its store. */
export function useSingleItem(id: number | null) {
  return useQuery(id === null ? null : `get-single-item:${id}`, (signal) => callApi<SingleItem>('get-single-item', { id }, { signal }));
}

/** SPEC §7 check-restaurant-operation-service: does the item's store serve the saved point now. */
export function useStoreOperation(storeId: number | null, point: Point | null) {
  return useQuery(storeId !== null && point ? `check-restaurant-operation-service:${storeId}:${point.lat},${point.lng}` : null, (signal) =>
    callApi<OperationStatus>('check-restaurant-operation-service', { restaurant_id: storeId, latitude: point?.lat, longitude: point?.lng }, { signal }),
  );
}
