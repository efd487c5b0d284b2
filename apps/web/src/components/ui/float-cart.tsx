import { Link } from '../../lib/link';
import { useT, useTn } from '../../lib/i18n';
import { BagIcon } from './icons/bag';
import { ChevronRightIcon } from './icons/chevron-right';
import './float-cart.css';

export interface FloatCartProps {
  readonly count: number;
  readonly total: string;
  /** A short message above the bar (itemsRemovedMsg for 4 s). */
  readonly notice?: string | null;
}

/** SPEC §2 float cart: total, item count, 'View Cart' to /cart and the delivery-charges note. */
export function FloatCart({ count, total, notice }: FloatCartProps) {
  const t = useT();
  const tn = useTn();
  if (count === 0) return null;
  return (
    <div className="float-cart">
      {notice && (
        <p className="float-cart__notice">
          {notice}
        </p>
      )}
      <Link to="/cart" className="float-cart__bar">
        <span className="float-cart__summary">
          <span className="float-cart__count">
            {tn('floatCart.items', count)}
            <span aria-hidden="true"> | </span>
            <span className="float-cart__total">{total}</span>
          </span>
          <span className="float-cart__note">{t('floatCart.note')}</span>
        </span>
        <span className="float-cart__cta">
          <BagIcon size={20} />
          {t('floatCart.view')}
          <ChevronRightIcon size={18} />
        </span>
      </Link>
    </div>
  );
}
