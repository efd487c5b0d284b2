import { distanceKm, type LatLng } from '@keka/domain';
import { localMinutes } from '../../lib/clock';
import type { StoreRow } from './catalog.repository';
import type { Placement } from './catalog.presenter';

/** Minutes since midnight of a "HH:MM[:SS]" time. */
const minutesOf = (time: string): number => {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
};

/** A store with no hours is always open; hours may wrap midnight (18:00–02:00). */
export function isOpenAt(store: Pick<StoreRow, 'opensAt' | 'closesAt'>, at: Date, timeZone: string): boolean {
  if (!store.opensAt || !store.closesAt) return true;
  const now = localMinutes(at, timeZone);
  const open = minutesOf(store.opensAt);
  const close = minutesOf(store.closesAt);
  return open <= close ? now >= open && now < close : now >= open || now < close;
}

/** SPEC §4 "Operational": active, open, and the point at most delivery_radius away. */
export function placeStore(store: StoreRow, point: LatLng | null, at: Date, timeZone: string): Placement {
  const isOpen = store.isActive && isOpenAt(store, at, timeZone);
  if (!point) return { distance: null, isOperational: false, isOpen };
  const distance = distanceKm(store, point);
  return { distance, isOperational: isOpen && distance <= store.deliveryRadius, isOpen };
}
