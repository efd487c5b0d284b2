import { Link } from '../../../lib/link';
import { AlertIcon } from '../../../components/ui/icons/alert';
import { ChevronRightIcon } from '../../../components/ui/icons/chevron-right';
import { useMoney } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { useSettingText } from '../../../lib/settings';
import type { PaymentState } from '../payment';

export interface PaymentAreaProps {
  readonly state: PaymentState;
  readonly storeName: string;
  /** The bill total, formatted; null while a fresh store's slot is not chosen (no bill yet). */
  readonly total: string | null;
  /** 'Make Payment': check availability, then go to checkout (SPEC §4 "Process cart"). */
  readonly onPay: () => void;
  /** 'Select Delivery Schedule': open the slot sheet. */
  readonly onSelectSlot: () => void;
  /** Where 'Set address' leads (the location picker, with the fromCart flag set). */
  readonly onSetAddress: () => void;
  readonly busy: boolean;
}

/** SPEC §4 payment button area: a sign-in prompt, the reason the order cannot go yet, or 'Make Payment'. */
export function PaymentArea({ state, storeName, total, onPay, onSelectSlot, onSetAddress, busy }: PaymentAreaProps) {
  const t = useT();
  const money = useMoney();
  const notAccepting = useSettingText('notAcceptingOrdersMsg');
  const notOperational = useSettingText('cartRestaurantNotOperational');
  const minOrderMessage = useSettingText('restaurantMinOrderMessage');

  switch (state.kind) {
    case 'LOGIN':
      return (
        <div className="pay-bar pay-bar--login">
          <div className="pay-bar__text">
            <strong>{t('cart.login.title')}</strong>
            <span>{t('cart.login.body')}</span>
          </div>
          <Link to="/login" state={{ from: '/cart' }} className="button button--primary">
            {t('cart.login.action')}
          </Link>
        </div>
      );
    case 'NO_ADDRESS':
      return (
        <div className="pay-bar pay-bar--login">
          <div className="pay-bar__text">
            <strong>{t('cart.address.oops')}</strong>
            <span>{t('cart.address.oopsBody')}</span>
          </div>
          <button type="button" className="button button--primary" onClick={onSetAddress}>
            {t('cart.address.set')}
          </button>
        </div>
      );
    case 'SELECT_SLOT':
      return (
        <div className="pay-bar">
          <button type="button" className="button button--block button--large pay-bar__cta pay-bar__cta--grey" onClick={onSelectSlot}>
            {t('cart.schedule.payButton')}
          </button>
        </div>
      );
    case 'READY':
      return (
        <div className="pay-bar">
          <button type="button" className="button button--primary button--block button--large pay-bar__cta" onClick={onPay} disabled={busy} aria-busy={busy}>
            <span className="pay-bar__total">
              <span className="tabular">{total ?? '—'}</span>
              <span className="pay-bar__total-label">{t('cart.payTotal')}</span>
            </span>
            <span className="pay-bar__action">
              {busy && <span className="spinner" aria-hidden="true" />}
              {t('cart.pay')}
              <ChevronRightIcon size={20} />
            </span>
          </button>
        </div>
      );
    case 'STORE_INACTIVE':
    case 'NOT_OPERATIONAL':
    case 'UNAVAILABLE_ITEMS':
    case 'MIN_ORDER': {
      const message = {
        STORE_INACTIVE: `${storeName} : ${notAccepting}`,
        NOT_OPERATIONAL: notOperational,
        UNAVAILABLE_ITEMS: t('cart.unavailableItems'),
        MIN_ORDER: state.kind === 'MIN_ORDER' ? `${minOrderMessage} ${money(state.minimum)}` : '',
      }[state.kind];
      return (
        <div className="pay-bar">
          <p className="pay-bar__blocked" role="status">
            <AlertIcon size={20} />
            {message}
          </p>
        </div>
      );
    }
  }
}
