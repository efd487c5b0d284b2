import { Link, type AppPath } from '../../../lib/link';
import { AlertIcon } from '../../../components/ui/icons/alert';
import { PinIcon } from '../../../components/ui/icons/pin';
import { useT } from '../../../lib/i18n';

export interface AddressBlockProps {
  readonly address: { readonly address: string; readonly house: string | null; readonly tag: string | null } | null;
  readonly deliveryTime: number | null;
  /** /my-addresses for logged-in users, /search-location for guests (SPEC §2 Cart 2). */
  readonly changeHref: AppPath;
}

/** 'Delivery at {house}', the address and 'Delivering in {time} mins' with CHANGE; or 'Address Not Set'. */
export function AddressBlock({ address, deliveryTime, changeHref }: AddressBlockProps) {
  const t = useT();
  if (!address) {
    return (
      <div className="address-block">
        <AlertIcon size={22} className="address-block__icon address-block__icon--warn" />
        <p className="address-block__text">
          <strong className="address-block__title">{t('cart.address.notSet')}</strong>
        </p>
        <Link to={changeHref} state={{ from: '/cart' }} className="text-link">
          {t('cart.address.add')}
        </Link>
      </div>
    );
  }
  const place = address.house || address.tag || address.address.split(',')[0] || address.address;
  return (
    <div className="address-block">
      <PinIcon size={22} className="address-block__icon" />
      <p className="address-block__text">
        <strong className="address-block__title">{t('cart.address.deliveryAt', { house: place })}</strong>
        <span className="address-block__line">{address.address}</span>
        {deliveryTime !== null && <span className="address-block__time">{t('cart.address.deliveringIn', { time: deliveryTime })}</span>}
      </p>
      <Link to={changeHref} state={{ from: '/cart' }} className="text-link" aria-label={t('cart.address.changeLabel')}>
        {t('cart.address.change')}
      </Link>
    </div>
  );
}
