import { callApi } from '../../lib/api';
import { disablePush } from '../../lib/push';
import { removeKey, STORAGE_KEYS } from '../../lib/storage';
import { resetLiveClient } from '../../lib/use-live-events';
import { clearQueryCache } from '../../lib/use-query';
import { clearCartAfterOrder } from '../../features/cart/state';
import { useAddressStore, useGuestPlaceStore } from '../../features/location/state';
import { setUser, useUserStore } from '../../features/account/state';

/** What a customer leaves on the device; the language, the GDPR choice and another area's session stay. */
const CUSTOMER_KEYS = [
  STORAGE_KEYS.user,
  STORAGE_KEYS.address,
  STORAGE_KEYS.cart,
  STORAGE_KEYS.activeRestaurant,
  STORAGE_KEYS.orderComment,
  STORAGE_KEYS.recentSearches,
  STORAGE_KEYS.deliveryMode,
  STORAGE_KEYS.appliedCoupon,
  STORAGE_KEYS.cartTips,
  STORAGE_KEYS.fromCart,
  STORAGE_KEYS.guestPlace,
] as const;

/**
 * Logout: the server revokes the session (SECURITY 22), this device stops getting the user's pushes,
 * and nothing of the user stays in storage, in memory or in the service worker's run-time caches
 * (the precached app shell holds no user data).
 */
export async function logOut(): Promise<void> {
  const token = useUserStore.getState().user?.auth_token ?? null;
  await disablePush(token).catch(() => undefined);
  if (token) await callApi('logout', {}, { token }).catch(() => undefined);
  resetLiveClient();
  setUser(null);
  useAddressStore.setState({ address: null });
  useGuestPlaceStore.setState({ place: null });
  clearCartAfterOrder();
  clearQueryCache();
  for (const key of CUSTOMER_KEYS) removeKey(key);
  try {
    sessionStorage.clear();
  } catch {
    // storage blocked: nothing kept there either
  }
  if (typeof caches !== 'undefined') {
    for (const name of await caches.keys()) if (!name.startsWith('workbox-precache')) await caches.delete(name);
  }
}
