import { Link } from 'react-router';
import { AlertIcon, ChevronRightIcon } from '../../../components/ui/icons';
import { useMoney } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { useSetting } from '../../../lib/settings';
import type { PaymentState } from '../payment';

export interface PaymentAreaProps {
  readonly state: PaymentState;
  readonly storeName: string;
  readonly total: string;
}

/** SPEC §4 payment button area: a sign-in prompt, the reason the order cannot go yet, or 'Make Payment'. */
export function PaymentArea({ state, storeName, total }: PaymentAreaProps) {
  const t = useT();
  const money = useMoney();
  const notAccepting = useSetting('notAcceptingOrdersMsg');
  const notOperational = useSetting('cartRestaurantNotOperational');
  const minOrderMessage = useSetting('restaurantMinOrderMessage');

  if (state.kind === 'LOGIN') {
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
  }
  if (state.kind === 'READY') {
    return (
      <div className="pay-bar">
        <Link to="/checkout" className="button button--primary button--block button--large pay-bar__cta">
          <span className="pay-bar__total">
            <span className="tabular">{total}</span>
            <span className="pay-bar__total-label">{t('cart.payTotal')}</span>
          </span>
          <span className="pay-bar__action">
            {t('cart.pay')}
            <ChevronRightIcon size={20} />
          </span>
        </Link>
      </div>
    );
  }
  const message: Record<Exclude<PaymentState['kind'], 'LOGIN' | 'READY'>, string> = {
    NO_ADDRESS: t('cart.address.oops'),
    STORE_INACTIVE: `${storeName} : ${notAccepting}`,
    NOT_OPERATIONAL: notOperational,
    UNAVAILABLE_ITEMS: t('cart.unavailableItems'),
    MIN_ORDER: state.kind === 'MIN_ORDER' ? `${minOrderMessage} ${money(state.minimum)}` : '',
  };
  return (
    <div className="pay-bar">
      <p className="pay-bar__blocked" role="status">
        <AlertIcon size={20} />
        {message[state.kind]}
      </p>
    </div>
  );
}
