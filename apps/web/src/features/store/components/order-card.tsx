import { useId, useState } from 'react';
import { Link } from '../../../lib/link';
import type { StoreOrderCard } from '@keka/contracts';
import { isRunningLate, minutesLate, ORDER_STATUS as S, parseRupees } from '@keka/domain';
import type { StoreTranslationKey } from '@keka/contracts/i18n/store';
import { isApiError } from '../../../lib/api';
import { useMoney } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { orderActions } from '../api';
import { useStoreT } from '../i18n';
import { DeclineSheet } from './decline-sheet';
import { StoreOrderLines } from './order-lines';
import { PrepStepper } from './prep-stepper';
import { zonedFormat } from '../../../lib/platform-time';
import { useMinuteClock } from '../../../lib/use-minute-clock';

export interface OrderCardProps {
  readonly order: StoreOrderCard;
  readonly token: string;
  /** The store's usual minutes, offered first when accepting. */
  readonly defaultMinutes: number;
  readonly onChanged: () => void;
  /** Highlight: a new order nobody acknowledged yet. */
  readonly isFresh?: boolean;
  /** The link to the order's own page (not on that page itself). */
  readonly showOpen?: boolean;
}

export const shortId = (uid: string) => uid.slice(-6).toUpperCase();
/** A store's usual minutes on the stepper's 5-minute grid (5–120). */
const stepOf = (minutes: number) => Math.min(120, Math.max(5, Math.round(minutes / 5) * 5));

/**
 * The card's badge, in the dashboard's own words: a delivery order the kitchen marked ready stays
 * "preparing" (or "partner assigned") for the state machine until the partner picks it up, and reads
 * "Ready" here, as the column it sits in.
 */
export function storeStateKey(order: Pick<StoreOrderCard, 'status_id' | 'delivery_type' | 'ready_at'>): StoreTranslationKey {
  switch (order.status_id) {
    case S.PLACED:
      return 'store.dash.new';
    case S.SCHEDULED:
    case S.SCHEDULED_CONFIRMED:
      return 'store.order.state.scheduled';
    case S.READY_FOR_PICKUP:
      return 'store.dash.ready';
    case S.PICKED_UP:
      return 'store.dash.out';
    case S.DELIVERED:
      return order.delivery_type === 'SELFPICKUP' ? 'store.order.state.collected' : 'store.order.state.delivered';
    case S.CANCELLED:
      return 'store.order.state.cancelled';
    case S.AWAITING_PAYMENT:
      return 'store.order.state.unpaid';
    case S.PAYMENT_FAILED:
      return 'store.order.state.paymentFailed';
    default:
      return order.ready_at === null ? 'store.dash.preparing' : 'store.dash.ready';
  }
}

export function useClock() {
  const locale = useLocale();
  return (iso: string | null) => (iso ? zonedFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso)) : '');
}

/**
 * One order as the kitchen needs it: items with add-ons, the customer's note (as text, never HTML:
 * SECURITY 23), payment, slot, pickup or delivery, and one big button per next step.
 */
export function OrderCard({ order, token, defaultMinutes, onChanged, isFresh = false, showOpen = true }: OrderCardProps) {
  const t = useStoreT();
  const money = useMoney();
  const clock = useClock();
  const titleId = useId();
  const current = order.preparation_minutes ?? stepOf(defaultMinutes);
  const [minutes, setMinutes] = useState(current);
  const [reason, setReason] = useState('');
  const finished = order.status_id === S.DELIVERED || order.status_id === S.CANCELLED;
  const now = useMinuteClock(order.promised_at !== null && !finished);
  const promised = order.promised_at ? new Date(order.promised_at) : null;
  const late = !finished && isRunningLate(promised, new Date(now));

  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [declining, setDeclining] = useState(false);
  const [changingTime, setChangingTime] = useState(false);
  const longer = changingTime && minutes > current;
  const extendedAlready = order.promise_extended_at !== null;
  const can = (a: StoreOrderCard['actions'][number]) => order.actions.includes(a);

  async function run(action: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await action();
      setChangingTime(false);
      onChanged();
    } catch (e) {
      setError(isApiError(e) ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <article className={`so-card${isFresh ? ' so-card--fresh' : ''}`} aria-labelledby={titleId} data-order={order.unique_order_id}>
      <header className="so-card__head">
        <h3 id={titleId} className="so-card__id">
          #{shortId(order.unique_order_id)}
        </h3>
        <span className={`so-badge so-badge--${order.delivery_type === 'DELIVERY' ? 'delivery' : 'pickup'}`}>
          {order.delivery_type === 'DELIVERY' ? t('store.order.delivery') : t('store.order.pickup')}
        </span>
        <span className="so-card__status">{t(storeStateKey(order))}</span>
        {late && <span className="so-badge so-badge--late">{t('store.order.late', { minutes: minutesLate(promised, new Date(now)) })}</span>}
        <span className="so-card__time">{t('store.order.placedAt', { time: clock(order.created_at) })}</span>
      </header>

      <StoreOrderLines order={order} token={token} onChanged={onChanged} />

      {order.order_comment && (
        <p className="so-card__comment">
          <strong>{t('store.order.comment')}: </strong>
          <span data-testid="order-comment">{order.order_comment}</span>
        </p>
      )}

      <dl className="so-facts">
        <div>
          <dt>{t('store.order.payment')}</dt>
          <dd>
            {order.payment_mode} · {order.payment_status}
          </dd>
        </div>
        {order.slot && (
          <div>
            <dt>{t('store.order.slot')}</dt>
            <dd>
              {order.slot.name} · {order.slot.date}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('store.order.total')}</dt>
          <dd className="so-money">{money(parseRupees(order.bill.total))}</dd>
        </div>
        <div>
          <dt>{t('store.order.customer')}</dt>
          <dd>{order.customer.name}</dd>
        </div>
        {order.eta_at && (
          <div>
            <dt>{t('store.order.prep', { minutes: order.preparation_minutes ?? '' })}</dt>
            <dd>{late ? t('store.order.etaLate', { time: clock(order.eta_at), promised: clock(order.promised_at) }) : t('store.order.eta', { time: clock(order.eta_at) })}</dd>
          </div>
        )}
        {order.promise_extension_reason && (
          <div>
            <dt>{t('store.order.extended')}</dt>
            <dd>{order.promise_extension_reason}</dd>
          </div>
        )}
        {order.rider && (
          <div>
            <dt>{t('store.order.rider', { name: order.rider.name })}</dt>
            <dd>{order.rider.phone ?? ''}</dd>
          </div>
        )}
      </dl>

      {(can('accept') || changingTime || can('start_preparing')) && <PrepStepper value={minutes} onChange={setMinutes} />}
      {longer && extendedAlready && <p className="so-note">{t('store.order.extendOnce')}</p>}
      {longer && !extendedAlready && (
        <label className="field">
          <span className="field__label">{t('store.order.extendReason')}</span>
          <input className="field__input" value={reason} maxLength={200} required onChange={(e) => setReason(e.target.value)} />
        </label>
      )}

      {error && (
        <p className="so-error" role="alert">
          {error}
        </p>
      )}

      <div className="so-actions">
        {can('accept') && (
          <button type="button" className="button button--primary so-big" disabled={busy} onClick={() => void run(() => orderActions.accept(order.unique_order_id, minutes, token))}>
            {t('store.order.acceptWith', { minutes })}
          </button>
        )}
        {can('start_preparing') && (
          <button type="button" className="button button--primary so-big" disabled={busy} onClick={() => void run(() => orderActions.startPreparing(order.unique_order_id, minutes, token))}>
            {t('store.order.startPreparing')}
          </button>
        )}
        {can('mark_ready') && (
          <button type="button" className="button button--primary so-big" disabled={busy} onClick={() => void run(() => orderActions.markReady(order.unique_order_id, token))}>
            {t('store.order.ready')}
          </button>
        )}
        {can('handed_over') && (
          <button type="button" className="button button--primary so-big" disabled={busy} onClick={() => void run(() => orderActions.handedOver(order.unique_order_id, token))}>
            {t('store.order.handedOver')}
          </button>
        )}
        {can('update_preparation_time') &&
          (changingTime ? (
            <button
              type="button"
              className="button button--secondary so-big"
              disabled={busy || (longer && (extendedAlready || reason.trim().length < 3))}
              onClick={() => void run(() => orderActions.changePrep(order.unique_order_id, minutes, token, longer ? reason.trim() : undefined))}
            >
              {t('store.order.save')}
            </button>
          ) : (
            <button type="button" className="button button--secondary so-big" onClick={() => setChangingTime(true)}>
              {t('store.order.changePrep')}
            </button>
          ))}
        {can('unlock_pin') && (
          <button type="button" className="button button--secondary so-big" disabled={busy} onClick={() => void run(() => orderActions.unlockPin(order.unique_order_id, token))}>
            {t('store.order.unlockPin')}
          </button>
        )}
        {can('decline') && (
          <button type="button" className="button button--danger so-big" disabled={busy} onClick={() => setDeclining(true)}>
            {t('store.order.decline')}
          </button>
        )}
        {showOpen && (
          <Link className="button button--ghost so-big" to={`/store/order/view/${order.unique_order_id}`}>
            {t('store.order.view')}
          </Link>
        )}
      </div>

      <DeclineSheet
        open={declining}
        onClose={() => setDeclining(false)}
        onDecline={async (reason) => {
          await orderActions.decline(order.unique_order_id, reason, token);
          setDeclining(false);
          onChanged();
        }}
      />
    </article>
  );
}

/** Amount of a money string, for sums and charts (paise). */
export const paiseOf = (amount: string) => parseRupees(amount);
