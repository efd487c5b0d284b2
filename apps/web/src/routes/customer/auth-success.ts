import type { UserData } from '@keka/contracts';
import { setUser } from '../../features/account/state';
import { saveAddress, useAddressStore } from '../../features/location/state';

/**
 * After login or sign-up: keep the user, and use their default address for delivery (the original
 * app writes it to userSetAddress). Returns where to go next.
 */
export function completeSignIn(user: UserData, from: string | undefined): string {
  setUser(user);
  const saved = user.default_address;
  if (saved) {
    saveAddress({ lat: saved.latitude, lng: saved.longitude, address: saved.address, house: saved.house, tag: saved.tag });
  }
  if (from) return from;
  return useAddressStore.getState().address ? '/' : '/search-location';
}

export function fromState(state: unknown): string | undefined {
  const from = (state as { from?: unknown } | null)?.from;
  // Only same-app paths: never an absolute URL someone put in the history state.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : undefined;
}
