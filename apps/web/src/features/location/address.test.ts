import { describe, expect, it } from 'vitest';
import { addressFromPopular, addressFromSaved, addressTitle } from './address';

const indiranagar = { id: 1, name: 'Indiranagar', address: '100 Feet Road, HAL 2nd Stage, Indiranagar, Bengaluru, Karnataka 560038', latitude: 12.9719, longitude: 77.6412 };

describe('a popular location as the stored address', () => {
  it('leaves the house empty: an area is not a house or flat (the confirm step would prefill it)', () => {
    expect(addressFromPopular(indiranagar)).toEqual({
      lat: 12.9719,
      lng: 77.6412,
      address: 'Indiranagar, 100 Feet Road, HAL 2nd Stage, Bengaluru, Karnataka 560038',
      house: null,
      tag: null,
    });
  });

  it("still reads as the area's name ('Delivery at Indiranagar', the home bar)", () => {
    expect(addressTitle(addressFromPopular(indiranagar))).toBe('Indiranagar');
    expect(addressFromPopular({ ...indiranagar, name: 'MG Road', address: 'Bengaluru' }).address).toBe('MG Road, Bengaluru');
  });
});

it('maps a saved address (SPEC §3 address fields) to the stored one', () => {
  expect(addressFromSaved({ latitude: 12.93, longitude: 77.62, address: '80 Feet Road, Koramangala', house: '4th Floor', tag: 'Work' })).toEqual({
    lat: 12.93,
    lng: 77.62,
    address: '80 Feet Road, Koramangala',
    house: '4th Floor',
    tag: 'Work',
  });
});
