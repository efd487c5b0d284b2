import type { PopularLocation, SavedAddress } from '@keka/contracts';
import type { StoredAddress } from './state';

/**
 * The stored guest address for a popular location. The area's name leads the address text, so titles
 * read 'Indiranagar' ('Delivery at Indiranagar'); the house stays empty: an area is not a house or flat,
 * and the confirm step and the order would otherwise carry it as one.
 */
export function addressFromPopular(location: PopularLocation): StoredAddress {
  const name = location.name.trim();
  const rest = location.address
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && part.toLowerCase() !== name.toLowerCase());
  return { lat: location.latitude, lng: location.longitude, address: [name, ...rest].join(', '), house: null, tag: null };
}

/** A saved address (SPEC §3 address fields) as the stored delivery address (SPEC §3 "Stored guest address"). */
export function addressFromSaved(saved: Pick<SavedAddress, 'latitude' | 'longitude' | 'address' | 'house' | 'tag'>): StoredAddress {
  return { lat: saved.latitude, lng: saved.longitude, address: saved.address, house: saved.house, tag: saved.tag };
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
