import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AddressView, UserData } from '@keka/contracts';
import { setUser } from '../../features/account/state';
import { useAddressStore, useGuestPlaceStore } from '../../features/location/state';
import { clearQueryCache } from '../../lib/use-query';
import { stubApi } from '../../test/fetch-stub';
import { GuestPlaceChoice } from './guest-place-choice';

const home: AddressView = { id: 7, latitude: 12.9716, longitude: 77.6408, address: '12th Main Road, Indiranagar', house: 'Flat 304', landmark: null, tag: 'Home', is_default: 1 };
const user = { id: 3, name: 'Aarav', auth_token: 'tok', default_address_id: 7, default_address: null } as unknown as UserData;
const guestPlace = { lat: 12.9352, lng: 77.6245, address: 'Koramangala, Bengaluru', house: null, tag: null };

function signedIn() {
  setUser(user);
  useAddressStore.setState({ address: { lat: home.latitude, lng: home.longitude, address: home.address, house: home.house, tag: home.tag } });
  useGuestPlaceStore.setState({ place: guestPlace });
}

afterEach(() => {
  cleanup();
  clearQueryCache();
  setUser(null);
  useAddressStore.setState({ address: null });
  useGuestPlaceStore.setState({ place: null });
  vi.unstubAllGlobals();
});

describe("the cart's one question after signing in", () => {
  it("delivers to the guest's place and saves it to the account as its default", async () => {
    signedIn();
    const saved: AddressView = { id: 9, latitude: guestPlace.lat, longitude: guestPlace.lng, address: guestPlace.address, house: null, landmark: null, tag: null, is_default: 1 };
    const api = stubApi({ 'get-addresses': { success: true, default_address_id: 7, data: [home] }, 'save-address': { success: true, default_address_id: 9, data: [{ ...home, is_default: 0 }, saved], address: saved } });
    render(<GuestPlaceChoice user={user} />);
    expect(screen.getByRole('heading', { name: 'Deliver to Koramangala instead?' })).toBeTruthy();
    expect(screen.getByText('Before signing in you chose Koramangala, Bengaluru. Your account delivers to Home.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Deliver to Koramangala and save it' }));
    await waitFor(() => expect(useAddressStore.getState().address).toMatchObject({ lat: guestPlace.lat, address: guestPlace.address }));
    expect(api.calls.find((c) => c.name === 'save-address')?.body).toMatchObject({ latitude: guestPlace.lat, longitude: guestPlace.lng, address: guestPlace.address, set_default: true });
    expect(screen.queryByRole('heading', { name: /instead\?/ })).toBeNull();
    expect(useGuestPlaceStore.getState().place).toBeNull();
  });

  it("keeps the account's address and asks no more", () => {
    signedIn();
    stubApi({ 'get-addresses': { success: true, default_address_id: 7, data: [home] } });
    render(<GuestPlaceChoice user={user} />);
    fireEvent.click(screen.getByRole('button', { name: 'Keep Home' }));
    expect(screen.queryByRole('heading', { name: /instead\?/ })).toBeNull();
    expect(useAddressStore.getState().address?.address).toBe(home.address);
  });
});
