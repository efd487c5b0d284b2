import { useCallback, useRef, useState } from 'react';
import type { AddressesResponse, AddressView, SaveAddressRequest, SaveAddressResponse, UserData } from '@keka/contracts';
import { callApi, isApiError } from '../../lib/api';
import type { TranslationKey } from '../../lib/i18n';
import { setQueryData, useQuery } from '../../lib/use-query';
import { setUser, useUserStore } from './state';

/** SPEC §7 Addresses: the session user's own; the token travels in the Authorization header. */
export function fetchAddresses(token: string, signal?: AbortSignal): Promise<AddressesResponse> {
  return callApi<AddressesResponse>('get-addresses', {}, { token, signal });
}

export function saveAccountAddress(token: string, request: SaveAddressRequest): Promise<SaveAddressResponse> {
  return callApi<SaveAddressResponse>('save-address', request, { token });
}

export function deleteAccountAddress(token: string, addressId: number): Promise<AddressesResponse> {
  return callApi<AddressesResponse>('delete-address', { address_id: addressId }, { token });
}

export function setDefaultAccountAddress(token: string, addressId: number): Promise<AddressesResponse> {
  return callApi<AddressesResponse>('set-default-address', { address_id: addressId }, { token });
}

/** The user's default as the login answer carries it (SPEC §3 User), kept in step after a change. */
function rememberDefault(book: AddressesResponse): void {
  const user = useUserStore.getState().user;
  if (!user || user.default_address_id === book.default_address_id) return;
  const found = book.data.find((a) => a.id === book.default_address_id);
  const defaultAddress: UserData['default_address'] = found
    ? { id: found.id, latitude: found.latitude, longitude: found.longitude, address: found.address, house: found.house, landmark: found.landmark, tag: found.tag }
    : null;
  setUser({ ...user, default_address_id: book.default_address_id, default_address: defaultAddress });
}

export type AddressAction = 'choose' | 'delete' | 'add';

/** Words for a failed change, by the server's code; the screen shows them in the user's language. */
export function addressErrorKey(error: unknown): TranslationKey {
  if (!isApiError(error)) return 'error.generic';
  if (error.code === 'NETWORK') return 'error.offline.body';
  if (error.code === 'ADDRESS_LIMIT_REACHED') return 'addresses.error.limit';
  if (error.code === 'NOT_FOUND') return 'addresses.error.gone';
  if (error.code === 'VALIDATION') return 'addresses.error.invalid';
  return 'error.generic';
}

/**
 * The address book of the logged-in user and its three changes. Each change answers with the whole
 * book, which replaces what is shown (and the cached read, so the next visit starts from it). One
 * change at a time: a second tap while one runs is ignored (no double submit).
 */
export function useAddressBook(user: Pick<UserData, 'id' | 'auth_token'>) {
  const key = `get-addresses:${user.id}`;
  const token = user.auth_token;
  const query = useQuery(key, (signal) => fetchAddresses(token, signal));
  const reload = query.refetch;
  const [latest, setLatest] = useState<{ key: string; book: AddressesResponse } | null>(null);
  const [busy, setBusy] = useState<{ action: AddressAction; id: number | null } | null>(null);
  const running = useRef(false);

  const apply = useCallback(
    (book: AddressesResponse) => {
      setQueryData(key, book);
      setLatest({ key, book });
      rememberDefault(book);
    },
    [key],
  );

  const refetch = useCallback(() => {
    setLatest(null);
    reload();
  }, [reload]);

  /** Runs one change; resolves to its answer, or throws what went wrong (a NOT_FOUND reloads the list). */
  const run = useCallback(
    async <A extends AddressesResponse>(action: AddressAction, id: number | null, call: () => Promise<A>): Promise<A | null> => {
      if (running.current) return null;
      running.current = true;
      setBusy({ action, id });
      try {
        const answer = await call();
        apply(answer);
        return answer;
      } catch (error) {
        if (isApiError(error) && error.code === 'NOT_FOUND') refetch();
        throw error;
      } finally {
        running.current = false;
        setBusy(null);
      }
    },
    [apply, refetch],
  );

  const book = latest?.key === key ? latest.book : query.data;
  return {
    book,
    error: book ? null : query.error,
    isLoading: book === undefined && query.error === null,
    refetch,
    busy,
    choose: (address: AddressView) => run('choose', address.id, () => setDefaultAccountAddress(token, address.id)),
    remove: (address: AddressView) => run('delete', address.id, () => deleteAccountAddress(token, address.id)),
    add: (request: SaveAddressRequest) => run('add', null, () => saveAccountAddress(token, { ...request, set_default: true })),
  };
}

export type AddressBookState = ReturnType<typeof useAddressBook>;
