import { useState } from 'react';
import type { UserData } from '@keka/contracts';
import { useAddressBook } from '../../features/account/addresses';
import { addressFromSaved, addressTitle } from '../../features/location/address';
import { saveAddress, useGuestPlaceStore, useSavedAddress, type StoredAddress } from '../../features/location/state';
import { AlertIcon } from '../../components/ui/icons/alert';
import { PinIcon } from '../../components/ui/icons/pin';
import { announce } from '../../lib/announce';
import { useT } from '../../lib/i18n';

/**
 * Asked once after signing in (issue 32): the account's default address replaced a place the guest had
 * chosen. Deliver there instead (saved to the account as its default, so it is in /my-addresses), or
 * keep the account's address.
 */
export function GuestPlaceChoice({ user }: { readonly user: UserData }) {
  const place = useGuestPlaceStore((s) => s.place);
  const current = useSavedAddress();
  if (!place || !current) return null;
  return <Choice user={user} place={place} account={addressTitle(current)} />;
}

function Choice({ user, place, account }: { readonly user: UserData; readonly place: StoredAddress; readonly account: string }) {
  const t = useT();
  const book = useAddressBook(user);
  const [failed, setFailed] = useState(false);
  const name = addressTitle(place);
  const done = () => useGuestPlaceStore.setState({ place: null });
  const use = async () => {
    setFailed(false);
    try {
      const answer = await book.add({ latitude: place.lat, longitude: place.lng, address: place.address, house: place.house, tag: place.tag });
      if (!answer) return;
      saveAddress(addressFromSaved(answer.address));
      done();
      announce(t('addresses.added', { place: answer.address.address }));
    } catch {
      setFailed(true);
    }
  };
  const busy = book.busy?.action === 'add';
  return (
    <section className="card cart__card guest-place" aria-labelledby="guest-place-title">
      <h2 id="guest-place-title" className="guest-place__title">
        <PinIcon size={20} />
        {t('cart.guestPlace.title', { place: name })}
      </h2>
      <p className="guest-place__body">{t('cart.guestPlace.body', { place: place.address, account })}</p>
      {failed && (
        <p className="notice notice--danger" role="alert">
          <AlertIcon size={18} />
          {t('cart.guestPlace.failed', { place: name })}
        </p>
      )}
      <div className="guest-place__actions">
        <button type="button" className="button button--primary" onClick={() => void use()} disabled={busy} aria-busy={busy}>
          {busy && <span className="spinner" aria-hidden="true" />}
          {t('cart.guestPlace.use', { place: name })}
        </button>
        <button type="button" className="button button--secondary" onClick={done} disabled={busy}>
          {t('cart.guestPlace.keep', { account })}
        </button>
      </div>
    </section>
  );
}
