import { AlertIcon } from '../../../components/ui/icons/alert';
import type { ApiError } from '../../../lib/api';
import { useT, type TranslationKey } from '../../../lib/i18n';

/** What the customer can do about each refusal (ADR 0004 codes). */
const NEXT_STEP: Record<string, TranslationKey> = {
  NETWORK: 'checkout.next.network',
  STORE_CLOSED: 'checkout.next.storeClosed',
  NOT_OPERATIONAL: 'checkout.next.notOperational',
  MIN_ORDER_NOT_MET: 'checkout.next.minOrder',
  ITEM_UNAVAILABLE: 'checkout.next.itemUnavailable',
  ITEM_MAX_QTY: 'checkout.next.itemUnavailable',
  ADDON_INVALID: 'checkout.next.itemUnavailable',
  MIXED_STORES: 'checkout.next.itemUnavailable',
  ADDRESS_REQUIRED: 'checkout.next.address',
  UNAUTHENTICATED: 'checkout.next.login',
  NOTLOGGEDIN: 'checkout.next.login',
  RATE_LIMITED: 'checkout.next.later',
};

export function PlaceOrderError({ error }: { readonly error: ApiError }) {
  const t = useT();
  const next = NEXT_STEP[error.code] ?? (error.status >= 500 ? 'checkout.next.network' : 'checkout.next.generic');
  return (
    <div className="notice notice--danger checkout-error" role="alert">
      <AlertIcon size={20} />
      <div>
        <strong className="checkout-error__title">{t('checkout.error.title')}</strong>
        <p className="checkout-error__message">{error.message}</p>
        <p className="checkout-error__next">{t(next)}</p>
      </div>
    </div>
  );
}
