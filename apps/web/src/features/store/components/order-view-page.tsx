import { useParams } from 'react-router';
import type { StoreOrderDetail } from '@keka/contracts';
import type { StoreTranslationKey } from '@keka/contracts/i18n/store';
import { paise } from '@keka/domain';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { isApiError } from '../../../lib/api';
import { useMoney } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useLiveEvents } from '../../../lib/use-live-events';
import { useStoreOrder } from '../api';
import { useStoreT } from '../i18n';
import { OrderCard, paiseOf, shortId } from './order-card';
import { zonedFormat } from '../../../lib/platform-time';

/** /store/order/view/{unique_order_id}: the whole order, its history and a printable kitchen ticket. */
export function OrderViewPage({ token }: { token: string }) {
  const t = useStoreT();
  const locale = useLocale();
  const { uid } = useParams();
  const q = useStoreOrder(uid, token);
  useLiveEvents(token, {
    onEvent: (e) => {
      if ((e.type === 'order.status' || e.type === 'order.eta' || e.type === 'order.ready' || e.type === 'order.substitution') && e.data.unique_order_id === uid) q.refetch();
    },
    onSync: q.refetch,
  });
  if (q.error && !q.data) {
    return isApiError(q.error) && q.error.status === 404 ? <StateMessage headingLevel={1} title={t('store.order.notFound')} /> : <ErrorState error={q.error} onRetry={q.refetch} headingLevel={1} />;
  }
  const order = q.data;
  if (!order) return <Skeleton height={320} />;
  const when = (iso: string) => zonedFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <div className="so-page">
      <div className="so-screen-only">
        <h1 className="so-title">#{shortId(order.unique_order_id)}</h1>
        <button type="button" className="button button--secondary so-big" onClick={() => window.print()}>
          {t('store.order.print')}
        </button>
        <OrderCard key={order.status_id} order={order} token={token} defaultMinutes={order.preparation_minutes ?? 20} onChanged={q.refetch} showOpen={false} />
        <Bill order={order} />
        <section aria-labelledby="so-history">
          <h2 id="so-history" className="so-subtitle">
            {t('store.order.history')}
          </h2>
          <ol className="so-history">
            {order.status_history.map((h, i) => (
              <li key={i}>
                <time dateTime={h.at}>{when(h.at)}</time> · <strong>{h.status.replaceAll('_', ' ')}</strong> · {h.by}
                {h.note && <span className="so-history__note"> — {h.note}</span>}
              </li>
            ))}
          </ol>
        </section>
      </div>
      <KitchenTicket order={order} placed={when(order.created_at)} />
    </div>
  );
}

function Bill({ order }: { order: StoreOrderDetail }) {
  const t = useStoreT();
  const money = useMoney();
  const b = order.bill;
  const p = paiseOf;
  const lines: readonly [StoreTranslationKey, number][] = [
    ['store.bill.items', p(b.item_total)],
    ['store.bill.coupon', 0 - p(b.coupon_discount)],
    ['store.bill.packing', p(b.restaurant_charges)],
    ['store.bill.delivery', p(b.delivery_charge)],
    ['store.bill.tip', p(b.tip)],
    ['store.bill.surcharges', p(b.surcharge) + p(b.distance_surge) + p(b.city_surge)],
    ['store.bill.taxes', p(b.store_tax) + p(b.global_tax)],
  ];
  return (
    <section aria-labelledby="so-bill">
      <h2 id="so-bill" className="so-subtitle">
        {t('store.order.bill')}
      </h2>
      <dl className="so-bill">
        {lines
          .filter(([, amount]) => amount !== 0)
          .map(([key, amount]) => (
            <div key={key}>
              <dt>{t(key)}</dt>
              <dd className="so-money">{money(paise(amount))}</dd>
            </div>
          ))}
        <div className="so-bill__total">
          <dt>{t('store.order.total')}</dt>
          <dd className="so-money">{money(p(b.total))}</dd>
        </div>
        {p(b.wallet_paid) > 0 && (
          <div>
            <dt>{t('store.bill.wallet')}</dt>
            <dd className="so-money">{money(p(b.wallet_paid))}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

/** Printed on an 80 mm thermal printer (store.css @media print): items large, nothing else of the page. */
function KitchenTicket({ order, placed }: { order: StoreOrderDetail; placed: string }) {
  const t = useStoreT();
  const money = useMoney();
  return (
    <section className="so-ticket" aria-hidden="true">
      <p className="so-ticket__store">{order.store.name}</p>
      <p className="so-ticket__id">#{shortId(order.unique_order_id)}</p>
      <p>{placed}</p>
      <p className="so-ticket__type">{order.delivery_type === 'DELIVERY' ? t('store.order.delivery') : t('store.order.pickup')}</p>
      {order.slot && (
        <p>
          {t('store.order.slot')}: {order.slot.name} · {order.slot.date}
        </p>
      )}
      <hr />
      {order.items.map((l, i) => (
        <div key={i} className="so-ticket__line">
          <strong>
            {l.quantity} × {l.name}
          </strong>
          {l.addons.map((a, j) => (
            <div key={j} className="so-ticket__addon">
              + {a.addon_name}
            </div>
          ))}
        </div>
      ))}
      {order.order_comment && (
        <>
          <hr />
          <p>
            {t('store.order.comment')}: {order.order_comment}
          </p>
        </>
      )}
      <hr />
      <p>
        {t('store.order.payment')}: {order.payment_mode} · {order.payment_status}
      </p>
      <p className="so-ticket__total">
        {t('store.order.total')}: {money(paiseOf(order.bill.total))}
      </p>
      <p>
        {t('store.order.customer')}: {order.customer.name}
      </p>
    </section>
  );
}
