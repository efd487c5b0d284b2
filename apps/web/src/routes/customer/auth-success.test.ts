import { afterEach, describe, expect, it } from 'vitest';
import type { UserData } from '@keka/contracts';
import { setUser } from '../../features/account/state';
import { useAddressStore, useGuestPlaceStore } from '../../features/location/state';
import { completeSignIn } from './auth-success';

const saved = { id: 7, latitude: 12.9716, longitude: 77.6408, address: '12th Main Road, Indiranagar', house: 'Flat 304', landmark: null, tag: 'Home' };
const user = { id: 3, name: 'Aarav', auth_token: 'tok', default_address_id: 7, default_address: saved } as unknown as UserData;

afterEach(() => {
  setUser(null);
  useAddressStore.setState({ address: null });
  useGuestPlaceStore.setState({ place: null });
});

describe('after login', () => {
  it("uses the user's default address when none is stored yet", () => {
    expect(completeSignIn(user, undefined)).toBe('/');
    expect(useAddressStore.getState().address).toEqual({ lat: 12.9716, lng: 77.6408, address: '12th Main Road, Indiranagar', house: 'Flat 304', tag: 'Home' });
  });

  it('delivers to the default address, and keeps a place chosen before logging in for the cart to offer', () => {
    const chosen = { lat: 12.93, lng: 77.62, address: 'Koramangala, Bengaluru', house: null, tag: null };
    useAddressStore.setState({ address: chosen });
    expect(completeSignIn(user, '/cart')).toBe('/cart');
    expect(useAddressStore.getState().address).toEqual({ lat: 12.9716, lng: 77.6408, address: '12th Main Road, Indiranagar', house: 'Flat 304', tag: 'Home' });
    expect(useGuestPlaceStore.getState().place).toEqual(chosen);
  });

  it('asks nothing when the guest had picked the default address itself', () => {
    useAddressStore.setState({ address: { lat: 12.97161, lng: 77.64081, address: 'Indiranagar, Bengaluru', house: null, tag: null } });
    completeSignIn(user, '/cart');
    expect(useAddressStore.getState().address?.house).toBe('Flat 304');
    expect(useGuestPlaceStore.getState().place).toBeNull();
  });

  it("keeps the guest's place for an account without a default address", () => {
    const chosen = { lat: 12.93, lng: 77.62, address: 'Koramangala, Bengaluru', house: null, tag: null };
    useAddressStore.setState({ address: chosen });
    completeSignIn({ ...user, default_address_id: null, default_address: null }, undefined);
    expect(useAddressStore.getState().address).toEqual(chosen);
    expect(useGuestPlaceStore.getState().place).toBeNull();
  });

  it('sends a user with no address anywhere to choose one', () => {
    expect(completeSignIn({ ...user, default_address_id: null, default_address: null }, undefined)).toBe('/search-location');
  });
});
