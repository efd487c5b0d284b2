import { createPersistedStore } from '../../lib/persisted-store';
import { isRecord, STORAGE_KEYS } from '../../lib/storage';

/** SPEC §3 "Stored guest address": lat, lng, address, house, tag. */
export interface StoredAddress {
  readonly lat: number;
  readonly lng: number;
  readonly address: string;
  readonly house: string | null;
  readonly tag: string | null;
}

const isNullableString = (v: unknown) => v === null || v === undefined || typeof v === 'string';

export function isStoredAddress(v: unknown): v is StoredAddress {
  return (
    isRecord(v) &&
    typeof v.lat === 'number' &&
    typeof v.lng === 'number' &&
    Number.isFinite(v.lat) &&
    Number.isFinite(v.lng) &&
    Math.abs(v.lat) <= 90 &&
    Math.abs(v.lng) <= 180 &&
    typeof v.address === 'string' &&
    v.address.length > 0 &&
    isNullableString(v.house) &&
    isNullableString(v.tag)
  );
}

export const useAddressStore = createPersistedStore<{ address: StoredAddress | null }, StoredAddress>({
  key: STORAGE_KEYS.address,
  initial: { address: null },
  isValid: isStoredAddress,
  toStored: (s) => s.address,
  fromStored: (address) => ({ address }),
  // The server drew home and the store pages for the address the device told it (ADR 0038).
  drawn: (data) => ({ address: data.hints.address }),
});

export function saveAddress(address: StoredAddress): void {
  useAddressStore.setState({ address });
}

/** No delivery place any more (the one in use was deleted and the account has none left). */
export function forgetAddress(): void {
  useAddressStore.setState({ address: null });
}

/** The same place: within about 30 m (a pin dropped twice on one door), whatever its text. */
export function isSamePlace(a: Pick<StoredAddress, 'lat' | 'lng'>, b: Pick<StoredAddress, 'lat' | 'lng'>): boolean {
  const metresPerDegree = 111_320;
  const dy = (a.lat - b.lat) * metresPerDegree;
  const dx = (a.lng - b.lng) * metresPerDegree * Math.cos((a.lat * Math.PI) / 180);
  return Math.hypot(dx, dy) <= 30;
}

/**
 * A place the guest chose before signing in, elsewhere than the account's default address, which the
 * sign-in replaced: the cart asks once whether to deliver there instead (and save it). Kept until
 * answered (a reload on the way to the cart does not lose it); logout forgets it.
 */
export const useGuestPlaceStore = createPersistedStore<{ place: StoredAddress | null }, StoredAddress>({
  key: STORAGE_KEYS.guestPlace,
  initial: { place: null },
  isValid: isStoredAddress,
  toStored: (s) => s.place,
  fromStored: (place) => ({ place }),
});

export function useSavedAddress(): StoredAddress | null {
  return useAddressStore((s) => s.address);
}

export interface Point {
  readonly lat: number;
  readonly lng: number;
}

/** The saved address as a point for the API (stable while the address is unchanged). */
export function useSavedPoint(): Point | null {
  return useAddressStore((s) => s.address && pointCache(s.address));
}

const points = new WeakMap<StoredAddress, Point>();
function pointCache(address: StoredAddress): Point {
  let point = points.get(address);
  if (!point) {
    point = { lat: address.lat, lng: address.lng };
    points.set(address, point);
  }
  return point;
}
