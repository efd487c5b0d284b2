import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { AddressView, UserData } from '@keka/contracts';
import { addressErrorKey, useAddressBook } from '../../features/account/addresses';
import { AddAddressButton, AddressList, AddressListSkeleton, NoAddresses } from '../../features/account/components/address-book';
import { DeleteAddressSheet } from '../../features/account/components/delete-address-sheet';
import { useUser } from '../../features/account/state';
import { addressFromSaved } from '../../features/location/address';
import { LocationConfirm } from '../../features/location/components/location-confirm';
import { LocationSearch } from '../../features/location/components/location-search';
import { forgetAddress, isSamePlace, isStoredAddress, saveAddress, useAddressStore, type StoredAddress } from '../../features/location/state';
import { AlertIcon } from '../../components/ui/icons/alert';
import { PageHeader } from '../../components/ui/page-header';
import { ErrorState } from '../../components/ui/state-message';
import { announce } from '../../lib/announce';
import { useT, useTn } from '../../lib/i18n';
import { STORAGE_KEYS, writeString } from '../../lib/storage';
import { fromState } from './auth-success';
import { useLeaveAddressBook } from './my-addresses-exit';
import '../../features/location/components/location.css';

interface MyAddressesState {
  readonly from?: string;
  /** 'Add new address': the location search, then the confirm step (each a history entry of its own). */
  readonly step?: 'add';
  readonly confirm?: StoredAddress;
}

/**
 * SPEC §2 /my-addresses (login required): the saved addresses; tap one to deliver there (it becomes the
 * default), delete with a confirm, or add one through the location picker. Arriving from the cart
 * (the fromCart flag) the user goes back to /cart after choosing or adding.
 */
export function MyAddressesRoute() {
  const user = useUser();
  const from = fromState(useLocation().state);
  useEffect(() => {
    // SPEC §4 fromCart: kept in storage so it outlives a detour through /login.
    if (from === '/cart') writeString(STORAGE_KEYS.fromCart, '1');
  }, [from]);
  if (!user) return <Navigate to="/login" state={{ from: '/my-addresses' }} replace />;
  return <AddressBookScreen user={user} />;
}

function AddressBookScreen({ user }: { readonly user: UserData }) {
  const t = useT();
  const tn = useTn();
  const navigate = useNavigate();
  const location = useLocation();
  const state = (location.state ?? {}) as MyAddressesState;
  const book = useAddressBook(user);
  const leave = useLeaveAddressBook(fromState(location.state));
  const [asked, setAsked] = useState<AddressView | null>(null);
  // A failure belongs to the step (history entry) it happened on: another step starts clean.
  const [failed, setFailed] = useState<{ key: string; text: string } | null>(null);
  const failure = failed?.key === location.key ? failed.text : null;
  const confirm = state.confirm && isStoredAddress(state.confirm) ? state.confirm : null;

  const deliverTo = (address: StoredAddress, message: string) => {
    saveAddress(address);
    announce(message);
  };
  const attempt = async (work: () => Promise<void>) => {
    setFailed(null);
    try {
      await work();
    } catch (error) {
      setFailed({ key: location.key, text: t(addressErrorKey(error)) });
    }
  };

  const choose = (address: AddressView) =>
    attempt(async () => {
      if (address.is_default !== 1 && !(await book.choose(address))) return;
      deliverTo(addressFromSaved(address), t('location.saved', { place: address.address }));
      leave(0, 'origin');
    });
  // The sheet is a history entry of its own: a failure shows in it, and it stays open to retry or cancel.
  const remove = (address: AddressView) =>
    attempt(async () => {
      const answer = await book.remove(address);
      if (!answer) return;
      // The place the app delivers to was this one: it moves to the account's default now, or to none.
      const current = useAddressStore.getState().address;
      if (current && current.address === address.address && isSamePlace(current, addressFromSaved(address))) {
        const next = answer.data.find((a) => a.id === answer.default_address_id) ?? answer.data[0];
        if (next) saveAddress(addressFromSaved(next));
        else forgetAddress();
      }
      setAsked(null);
      announce(t('addresses.deleted'));
    });
  const add = (picked: StoredAddress) =>
    attempt(async () => {
      const request = { latitude: picked.lat, longitude: picked.lng, address: picked.address, house: picked.house, tag: picked.tag };
      const answer = await book.add(request);
      if (!answer) return;
      deliverTo(addressFromSaved(answer.address), t('addresses.added', { place: answer.address.address }));
      leave(2, 'list');
    });

  if (confirm) {
    return (
      <main className="screen">
        <PageHeader title={t('addresses.confirmTitle')} />
        <LocationConfirm
          initial={confirm}
          onSave={(picked) => void add(picked)}
          saving={book.busy?.action === 'add'}
          saveError={failure}
          submitLabel={t('addresses.save')}
        />
      </main>
    );
  }
  const toConfirm = (picked: StoredAddress) => void navigate(location.pathname, { state: { ...state, step: 'add', confirm: picked } });
  if (state.step === 'add') return <LocationSearch title={t('addresses.addTitle')} onPopular={toConfirm} onConfirm={toConfirm} />;

  const toAdd = () => void navigate(location.pathname, { state: { ...state, step: 'add' } });
  const list = book.book?.data;
  const count = list?.length ?? 0;
  return (
    <div className="screen screen--grey">
      <PageHeader
        title={t('addresses.title')}
        subtitle={list && count > 0 ? tn('addresses.count', count) : undefined}
      />
      <main className="address-book">
        {failure && !asked && (
          <p className="notice notice--danger address-book__notice" role="alert">
            <AlertIcon size={18} />
            {failure}
          </p>
        )}
        {book.error ? (
          <ErrorState error={book.error} onRetry={book.refetch} />
        ) : !list ? (
          <AddressListSkeleton />
        ) : count === 0 ? (
          <NoAddresses onAdd={toAdd} />
        ) : (
          <>
            <p className="address-book__hint">{t('addresses.hint')}</p>
            <AddressList
              addresses={list}
              busyId={book.busy?.action === 'choose' ? book.busy.id : null}
              waiting={book.busy !== null}
              onChoose={(a) => void choose(a)}
              onDelete={setAsked}
            />
          </>
        )}
      </main>
      {list && count > 0 && (
        <div className="address-book__bar">
          <AddAddressButton onAdd={toAdd} disabled={book.busy !== null} />
        </div>
      )}
      <DeleteAddressSheet
        address={asked}
        deleting={book.busy?.action === 'delete'}
        error={failure}
        onCancel={() => setAsked(null)}
        onConfirm={(a) => void remove(a)}
      />
    </div>
  );
}
