import type { UserData } from '@keka/contracts';
import { setUser } from '../../features/account/state';
import { addressFromSaved } from '../../features/location/address';
import { isSamePlace, saveAddress, useAddressStore, useGuestPlaceStore } from '../../features/location/state';

/**
 * After login or sign-up: keep the user, and deliver to their default address (SPEC §3, §6; the
 * original app writes it to userSetAddress). A different place chosen as a guest is not lost: the cart
 * asks once whether to deliver there instead and save it (useGuestPlaceStore). Without a default
 * address, the guest's place stays. Returns where to go next.
 */
export function completeSignIn(user: UserData, from: string | undefined): string {
  setUser(user);
  const saved = user.default_address;
  if (saved) {
    const account = addressFromSaved(saved);
    const guest = useAddressStore.getState().address;
    useGuestPlaceStore.setState({ place: guest && !isSamePlace(guest, account) ? guest : null });
    saveAddress(account);
  }
  if (from) return from;
  return useAddressStore.getState().address ? '/' : '/search-location';
}

export function fromState(state: unknown): string | undefined {
  const from = (state as { from?: unknown } | null)?.from;
  // Only same-app paths: never an absolute URL someone put in the history state.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : undefined;
}
