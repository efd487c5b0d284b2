import type { UserData } from '@keka/contracts';
import { setUser } from '../../features/account/state';
import { addressFromSaved } from '../../features/location/address';
import { saveAddress, useAddressStore } from '../../features/location/state';

/**
 * After login or sign-up: keep the user, and when no delivery address is stored yet, use their default
 * address (the original app writes it to userSetAddress). A place chosen before logging in stays: it is
 * where the user just said they are. Returns where to go next.
 */
export function completeSignIn(user: UserData, from: string | undefined): string {
  setUser(user);
  const saved = user.default_address;
  if (saved && !useAddressStore.getState().address) saveAddress(addressFromSaved(saved));
  if (from) return from;
  return useAddressStore.getState().address ? '/' : '/search-location';
}

export function fromState(state: unknown): string | undefined {
  const from = (state as { from?: unknown } | null)?.from;
  // Only same-app paths: never an absolute URL someone put in the history state.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : undefined;
}
