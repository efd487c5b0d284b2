import { Link } from '../../../lib/link';
import type { DeliveryOrderCard } from '@keka/contracts';
import { useDistance } from '../../../lib/format';
import { useRiderT, useRiderTn } from '../i18n';
import { shortId, timeOf, useRupees } from './format';

export interface OrderCardProps {
  readonly order: DeliveryOrderCard;
  /** For offers: the Accept button right on the card (one tap from the list). */
  readonly onAccept?: (order: DeliveryOrderCard) => void;
  readonly accepting?: boolean;
}

/** One order in a list: store, items, distance, cash to collect; the whole card opens the order. */
export function OrderCard({ order, onAccept, accepting }: OrderCardProps) {
  const t = useRiderT();
  const tn = useRiderTn();
  const rupees = useRupees();
  const km = useDistance();
  const cash = order.amount_to_collect !== '0.00';
  return (
    <li className={`rider-card ${order.is_offer ? 'rider-card--offer' : ''}`}>
      <Link to={`/delivery/orders/${order.unique_order_id}`} className="rider-card__link">
        <span className="rider-card__top">
          <strong className="rider-card__store">{order.store.name}</strong>
          <span className="rider-card__id">#{shortId(order.unique_order_id)}</span>
        </span>
        <span className="rider-card__address">{order.customer ? `${order.customer.house ? `${order.customer.house}, ` : ''}${order.customer.address}` : order.store.address}</span>
        <span className="rider-card__facts">
          <span>{tn('rider.card.items', order.item_count)}</span>
          {order.distance_km !== null && <span>{t('rider.card.distance', { km: km(order.distance_km) })}</span>}
          <span className={cash ? 'rider-card__cash' : ''}>{cash ? t('rider.card.collect', { amount: rupees(order.amount_to_collect) }) : t('rider.card.paid')}</span>
          {order.delivered_at && <span>{t('rider.card.deliveredAt', { time: timeOf(order.delivered_at) })}</span>}
        </span>
      </Link>
      {onAccept && (
        <button type="button" className="button button--primary button--block button--large rider-card__accept" onClick={() => onAccept(order)} disabled={accepting}>
          {accepting ? t('rider.accepting') : t('rider.accept')}
        </button>
      )}
    </li>
  );
}
