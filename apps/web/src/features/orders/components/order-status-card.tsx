import type { OrderView } from '@keka/contracts';
import { ORDER_STATUS, parseRupees } from '@keka/domain';
import { AlertIcon } from '../../../components/ui/icons/alert';
import { CheckIcon } from '../../../components/ui/icons/check';
import { useMoney } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { useCountdownClock } from '../hooks';
import { etaOf, etaTickTarget, headlineOf, statusLabelOf } from '../status';
import { useOrderTimes } from '../time';
import { OrderTimeline } from './order-timeline';

/** How long "Delivered. Enjoy your meal!" stays the headline; after that the order is history. */
const FRESH_MS = 2 * 60 * 60 * 1000;

/**
 * The live status: the headline (announced politely when it changes, WCAG 4.1.3), when it was placed
 * (and its slot), the ETA counting down, the timeline, and for a cancelled order who, why and the refund.
 */
export function OrderStatusCard({ order, now }: { readonly order: OrderView; readonly now: number }) {
  const t = useT();
  const times = useOrderTimes();
  const today = new Date(now);
  const placed = times.at(order.created_at, today);
  const done = order.orderstatus_id === ORDER_STATUS.DELIVERED && order.delivered_at ? order.delivered_at : null;
  // A past order reads as history ("Delivered", "Delivered on Mon 24 Nov, 7:02 pm"), not as live news.
  const headline = done && now - Date.parse(done) > FRESH_MS ? statusLabelOf(order.orderstatus_id, order.delivery_type) : headlineOf(order);
  const pickup = order.delivery_type === 'SELFPICKUP';
  return (
    <section className="card order-status" aria-labelledby="order-status-heading">
      <div aria-live="polite" aria-atomic="true">
        <h2 id="order-status-heading" className="order-status__headline">
          {t(headline)}
        </h2>
      </div>
      <p className="order-status__sub">{t(times.isToday(order.created_at, today) ? 'order.placedAt' : 'order.placedOn', { time: placed })}</p>
      {done && (
        <p className="order-status__sub">
          {t(times.isToday(done, today) ? (pickup ? 'order.collectedAt' : 'order.deliveredAt') : pickup ? 'order.collectedOn' : 'order.deliveredOn', { time: times.at(done, today) })}
        </p>
      )}
      {order.slot && <p className="order-status__sub">{t('order.slot', { day: times.slotDay(order.slot.date), slot: order.slot.name })}</p>}
      <OrderEta key={`${order.eta_at ?? 'none'} ${order.promised_at ?? ''}`} order={order} />
      {order.orderstatus_id === 6 && <CancelledNote order={order} />}
      <OrderTimeline order={order} />
    </section>
  );
}

/**
 * Minutes left until the live estimate; once the promise has passed, a clear 'running late' with the
 * new estimate instead of a negative number (issue 36), and the store's reason when it extended its time.
 */
function OrderEta({ order }: { readonly order: OrderView }) {
  const t = useT();
  const times = useOrderTimes();
  const now = useCountdownClock(etaTickTarget(order));
  const eta = etaOf(order, now);
  if (eta.kind === 'none') return null;
  const today = new Date(now);
  const reason = order.promise_extension_reason ? <span className="order-eta__reason">{t('order.eta.extended', { reason: order.promise_extension_reason })}</span> : null;
  if (eta.kind === 'late') {
    const promised = times.at(eta.promised, today);
    return (
      <div className="order-eta order-eta--late" role="status">
        <AlertIcon size={22} className="order-eta__icon" />
        <p className="order-eta__text">
          <strong>{t('order.eta.late')}</strong>
          <span>{eta.at && eta.minutes !== null ? t('order.eta.lateNew', { time: times.at(eta.at, today), minutes: eta.minutes, promised }) : t('order.eta.lateAnyMinute', { promised })}</span>
          {reason}
        </p>
      </div>
    );
  }
  return (
    <p className="order-eta">
      <strong className="order-eta__minutes">{t('order.eta.minutes', { minutes: eta.minutes })}</strong>
      <span className="order-eta__by">
        {t(order.delivery_type === 'SELFPICKUP' ? 'order.eta.readyBy' : 'order.eta.arrivingBy', { time: times.at(eta.at, today) })}
      </span>
      {reason}
    </p>
  );
}

/** Who called it off and why (their words, as text: SECURITY 23), and what came back to the wallet. */
function CancelledNote({ order }: { readonly order: OrderView }) {
  const t = useT();
  const money = useMoney();
  const refunded = parseRupees(order.refunded);
  const refundedOnline = parseRupees(order.refunded_online);
  const who = order.cancelled_by === 'customer' ? 'order.cancelled.customer' : order.cancelled_by === 'store' ? 'order.cancelled.store' : 'order.cancelled.other';
  return (
    <div className="order-cancel-note">
      <p className="notice notice--danger">
        <AlertIcon size={18} />
        <span>
          {t(who)}
          {order.cancel_reason && <span className="order-cancel-note__reason">{t('order.cancelled.reason', { reason: order.cancel_reason })}</span>}
        </span>
      </p>
      <p className="notice notice--success order-refund">
        <CheckIcon size={18} />
        {refunded > 0 ? t('order.refund.wallet', { amount: money(refunded) }) : refundedOnline > 0 ? null : t('order.refund.none')}
      </p>
      {refundedOnline > 0 && (
        <p className="notice notice--success order-refund">
          <CheckIcon size={18} />
          {t('order.refund.online', { amount: money(refundedOnline), gateway: order.refund_gateway ?? '' })}
        </p>
      )}
    </div>
  );
}
