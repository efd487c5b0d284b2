import type { PopularLocation } from '@keka/contracts';
import type { StoredAddress } from './state';

/** The stored guest address for a popular location; its name is the 'house' the cart shows ('Delivery at Indiranagar'). */
export function addressFromPopular(location: PopularLocation): StoredAddress {
  const address = location.address.toLowerCase().includes(location.name.toLowerCase())
    ? location.address
    : `${location.name}, ${location.address}`;
  return { lat: location.latitude, lng: location.longitude, address, house: location.name, tag: null };
}

/** A short title for an address: its tag, the house, or the first part of the text. */
export function addressTitle(address: Pick<StoredAddress, 'address' | 'house' | 'tag'>): string {
  return address.tag || address.house || address.address.split(',')[0]?.trim() || address.address;
}

export function filterLocations(locations: readonly PopularLocation[], query: string): PopularLocation[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [...locations];
  return locations.filter((l) => l.name.toLowerCase().includes(q) || l.address.toLowerCase().includes(q));
}
