import type { Tx } from '../client';
import { cities, popularLocations } from '../schema';

/** Bengaluru and the localities offered on /search-location. */

export interface PopularLocationSeed {
  readonly name: string;
  readonly address: string;
  readonly latitude: number;
  readonly longitude: number;
}

/** The demo stores sit between Indiranagar, Koramangala, HSR Layout and MG Road. */
export const POPULAR_LOCATIONS: readonly PopularLocationSeed[] = [
  { name: 'Indiranagar', address: '100 Feet Road, HAL 2nd Stage, Indiranagar, Bengaluru, Karnataka 560038', latitude: 12.9719, longitude: 77.6412 },
  { name: 'Koramangala', address: '80 Feet Road, 4th Block, Koramangala, Bengaluru, Karnataka 560034', latitude: 12.9343, longitude: 77.6265 },
  { name: 'HSR Layout', address: '27th Main Road, Sector 1, HSR Layout, Bengaluru, Karnataka 560102', latitude: 12.9116, longitude: 77.6412 },
  { name: 'MG Road', address: 'Mahatma Gandhi Road, Shanthala Nagar, Ashok Nagar, Bengaluru, Karnataka 560001', latitude: 12.9756, longitude: 77.605 },
  { name: 'Domlur', address: 'Old Airport Road, Domlur Layout, Bengaluru, Karnataka 560071', latitude: 12.9609, longitude: 77.6387 },
  { name: 'Halasuru', address: 'Old Madras Road, Halasuru, Bengaluru, Karnataka 560008', latitude: 12.9817, longitude: 77.6222 },
  { name: 'BTM Layout', address: '16th Main Road, BTM 2nd Stage, Bengaluru, Karnataka 560076', latitude: 12.9166, longitude: 77.6101 },
  { name: 'Jayanagar', address: '11th Main Road, 4th Block, Jayanagar, Bengaluru, Karnataka 560011', latitude: 12.9299, longitude: 77.5826 },
  { name: 'Bellandur', address: 'Outer Ring Road, Bellandur, Bengaluru, Karnataka 560103', latitude: 12.926, longitude: 77.6762 },
  // Far north of every store's delivery radius: shows the "no stores here yet" state.
  { name: 'Yelahanka', address: 'Yelahanka New Town, Bengaluru, Karnataka 560064', latitude: 13.1007, longitude: 77.5963 },
];

export const OUTSIDE_DELIVERY_AREA = 'Yelahanka';

export async function insertCity(tx: Tx): Promise<number> {
  const [city] = await tx
    .insert(cities)
    .values({
      name: 'Bengaluru',
      state: 'Karnataka',
      latitude: 12.9716,
      longitude: 77.5946,
      // Surge is off by default; an admin can switch it on (SPEC §9 'Additional Surge').
      isSurgEnabled: false,
      surgAmountPaise: 1500,
    })
    .returning({ id: cities.id });
  if (!city) throw new Error('city was not inserted');
  await tx.insert(popularLocations).values(POPULAR_LOCATIONS.map((location, i) => ({ cityId: city.id, ...location, sortOrder: i })));
  return city.id;
}
