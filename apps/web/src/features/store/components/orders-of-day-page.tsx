import { useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Link } from '../../../lib/link';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { useMoney } from '../../../lib/format';
import { useOrdersOfDay, type DayFilters } from '../api';
import { useStoreT } from '../i18n';
import { paiseOf, shortId, storeStateKey, useClock } from './order-card';
import { todayIso } from './store-shell';

const STATUSES = ['all', 'live', 'delivered', 'cancelled'] as const;
const TYPES = ['ALL', 'DELIVERY', 'SELFPICKUP'] as const;

const shiftDay = (date: string, days: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** /store/orders/{date}: one day's orders with filters and the listed orders' totals. */
export function OrdersOfDayPage({ token }: { token: string }) {
  const t = useStoreT();
  const money = useMoney();
  const clock = useClock();
  const navigate = useNavigate();
  const params = useParams();
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.date ?? '') ? (params.date as string) : todayIso();
  const [filters, setFilters] = useState<DayFilters>({ status: 'all', delivery_type: 'ALL' });
  const q = useOrdersOfDay(date, filters, token);
  const dateId = useId();
  const statusId = useId();
  const typeId = useId();
  const go = (d: string) => void navigate(`/store/orders/${d}`);

  return (
    <div className="so-page">
      <h1 className="so-title">{t('store.orders.title', { date })}</h1>
      <div className="so-filters">
        <button type="button" className="button button--secondary so-big" onClick={() => go(shiftDay(date, -1))}>
          {t('store.orders.prev')}
        </button>
        <div className="field">
          <label className="field__label" htmlFor={dateId}>
            {t('store.orders.date')}
          </label>
          <input id={dateId} className="field__input" type="date" value={date} onChange={(e) => e.target.value && go(e.target.value)} />
        </div>
        <button type="button" className="button button--secondary so-big" onClick={() => go(shiftDay(date, 1))}>
          {t('store.orders.next')}
        </button>
        <div className="field">
          <label className="field__label" htmlFor={statusId}>
            {t('store.orders.status')}
          </label>
          <select id={statusId} className="field__input" value={filters.status} onChange={(e) => setFilters({ ...filters, status: e.target.value as DayFilters['status'] })}>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`store.orders.filter.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={typeId}>
            {t('store.orders.type')}
          </label>
          <select id={typeId} className="field__input" value={filters.delivery_type} onChange={(e) => setFilters({ ...filters, delivery_type: e.target.value as DayFilters['delivery_type'] })}>
            {TYPES.map((s) => (
              <option key={s} value={s}>
                {t(`store.orders.type.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>

      {q.error !== null && !q.data && <ErrorState error={q.error} onRetry={q.refetch} />}
      {!q.data && !q.error && <Skeleton height={200} />}
      {q.data && (
        <>
          <p className="so-totals" role="status">
            {t('store.orders.totals', { orders: q.data.totals.orders, delivered: q.data.totals.delivered, cancelled: q.data.totals.cancelled })} ·{' '}
            <strong className="so-money">{t('store.orders.takings', { amount: money(paiseOf(q.data.totals.takings)) })}</strong>
          </p>
          {q.data.orders.length === 0 ? (
            <StateMessage title={t('store.orders.empty')} />
          ) : (
            <ul className="so-rows">
              {q.data.orders.map((o) => (
                <li key={o.unique_order_id}>
                  <Link className="so-row-link" to={`/store/order/view/${o.unique_order_id}`}>
                    <span className="so-row-link__id">#{shortId(o.unique_order_id)}</span>
                    <span>{clock(o.created_at)}</span>
                    <span>{t(storeStateKey(o))}</span>
                    <span>{o.delivery_type === 'DELIVERY' ? t('store.order.delivery') : t('store.order.pickup')}</span>
                    <span>{o.items.reduce((n, l) => n + l.quantity, 0)} × </span>
                    <span className="so-money">{money(paiseOf(o.bill.total))}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
