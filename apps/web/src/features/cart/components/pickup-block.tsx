import { StoreIcon } from '../../../components/ui/icons/store';
import { useT } from '../../../lib/i18n';

/** Self-pickup (SPEC §3 userSelected SELFPICKUP): the store's address is where the order is collected. */
export function PickupBlock({ storeName, address, readyIn }: { readonly storeName: string; readonly address: string; readonly readyIn: number | null }) {
  const t = useT();
  return (
    <div className="address-block">
      <StoreIcon size={22} className="address-block__icon" />
      <p className="address-block__text">
        <strong className="address-block__title">{t('cart.pickup.title', { store: storeName })}</strong>
        <span className="address-block__line">{address}</span>
        {readyIn !== null && <span className="address-block__time">{t('cart.pickup.readyIn', { time: readyIn })}</span>}
      </p>
    </div>
  );
}
