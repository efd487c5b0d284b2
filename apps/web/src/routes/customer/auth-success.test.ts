import { afterEach, describe, expect, it } from 'vitest';
import type { UserData } from '@keka/contracts';
import { setUser } from '../../features/account/state';
import { useAddressStore } from '../../features/location/state';
import { completeSignIn } from './auth-success';

const saved = { id: 7, latitude: 12.9716, longitude: 77.6408, address: '12th Main Road, Indiranagar', house: 'Flat 304', landmark: null, tag: 'Home' };
const user = { id: 3, name: 'Aarav', auth_token: 'tok', default_address_id: 7, default_address: saved } as unknown as UserData;

afterEach(() => {
  setUser(null);
  useAddressStore.setState({ address: null });
});

describe('after login', () => {
  it("uses the user's default address when none is stored yet", () => {
    expect(completeSignIn(user, undefined)).toBe('/');
    expect(useAddressStore.getState().address).toEqual({ lat: 12.9716, lng: 77.6408, address: '12th Main Road, Indiranagar', house: 'Flat 304', tag: 'Home' });
  });

  it('keeps a place chosen before logging in', () => {
    const chosen = { lat: 12.93, lng: 77.62, address: 'Koramangala, Bengaluru', house: null, tag: null };
    useAddressStore.setState({ address: chosen });
    expect(completeSignIn(user, '/cart')).toBe('/cart');
    expect(useAddressStore.getState().address).toEqual(chosen);
  });

  it('sends a user with no address anywhere to choose one', () => {
    expect(completeSignIn({ ...user, default_address_id: null, default_address: null }, undefined)).toBe('/search-location');
  });
});
