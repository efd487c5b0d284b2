import { LockIcon } from '../../../components/ui/icons/lock';
import { useT } from '../../../lib/i18n';

/** The PIN the customer tells the delivery partner at the door (shown once a partner has the order). */
export function DeliveryPin({ pin }: { readonly pin: string }) {
  const t = useT();
  return (
    <section className="card order-pin" aria-labelledby="order-pin-heading">
      <div className="order-pin__text">
        <h2 id="order-pin-heading" className="order-pin__title">
          {t('order.pin')}
        </h2>
        <p className="order-pin__hint">{t('order.pinHint')}</p>
      </div>
      <p className="order-pin__code">
        <span className="visually-hidden">{t('order.pinLabel', { pin: pin.split('').join(' ') })}</span>
        {pin.split('').map((digit, i) => (
          <span key={i} className="order-pin__digit" aria-hidden="true">
            {digit}
          </span>
        ))}
      </p>
    </section>
  );
}

/** Before a partner is on the way: where the PIN will be, not the PIN itself. */
export function DeliveryPinPending() {
  const t = useT();
  return (
    <p className="card order-pin order-pin--pending">
      <LockIcon size={20} className="order-pin__lock" />
      {t('order.pinPending')}
    </p>
  );
}
