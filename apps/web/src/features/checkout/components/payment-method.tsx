import { CashIcon } from '../../../components/ui/icons';
import { useT } from '../../../lib/i18n';

/** Cash on delivery is the one method of this release; it is chosen. */
export function PaymentMethod() {
  const t = useT();
  return (
    <fieldset className="payment-method">
      <legend className="payment-method__legend">{t('checkout.payment')}</legend>
      <label className="payment-method__option">
        <input type="radio" name="payment-method" value="COD" checked readOnly className="payment-method__input" />
        <CashIcon size={24} className="payment-method__icon" />
        <span className="payment-method__text">
          <span className="payment-method__name">{t('checkout.cod')}</span>
          <span className="payment-method__hint">{t('checkout.codHint')}</span>
        </span>
      </label>
    </fieldset>
  );
}
