import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '../../../lib/link';
import type { OrderListEntry } from '@keka/contracts';
import { parseRupees } from '@keka/domain';
import { ChevronRightIcon } from '../../../components/ui/icons/chevron-right';
import { ImageBox } from '../../../components/ui/image-box';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { useMoney } from '../../../lib/format';
import { useT, useTn } from '../../../lib/i18n';
import { useSetting } from '../../../lib/settings';
import { statusLabelOf } from '../status';
import { useOrderTimes } from '../time';
import { ReorderButton, ReorderFailedNotice, type ReorderNote } from './reorder';

/** Reorder on past orders, run by the route (it joins the cart); `failure` belongs to one order. */
export interface ListReorder {
  readonly busyId: string | null;
  readonly failure: { readonly orderId: string; readonly message: string; readonly note: ReorderNote | null } | null;
  readonly onReorder: (uniqueOrderId: string) => void;
}

/** /my-orders: running orders first (each leads to its live page), then past ones with their outcome. */
export function OrderList({ entries, focusId, reorder }: { readonly entries: readonly OrderListEntry[]; readonly focusId: string | null; readonly reorder: ListReorder }) {
  const t = useT();
  const runningId = useId();
  const pastId = useId();
  const running = entries.filter((e) => e.is_running);
  const past = entries.filter((e) => !e.is_running);
  return (
    <>
      {running.length > 0 && (
        <section aria-labelledby={runningId} className="order-list__section">
          <h2 id={runningId} className="order-list__heading">
            {t('orders.running')}
          </h2>
          <ul className="order-list">
            {running.map((entry) => (
              <OrderRow key={entry.unique_order_id} entry={entry} focus={entry.unique_order_id === focusId} reorder={reorder} />
            ))}
          </ul>
        </section>
      )}
      {past.length > 0 && (
        <section aria-labelledby={pastId} className="order-list__section">
          <h2 id={pastId} className="order-list__heading">
            {t('orders.past')}
          </h2>
          <ul className="order-list">
            {past.map((entry) => (
              <OrderRow key={entry.unique_order_id} entry={entry} focus={entry.unique_order_id === focusId} reorder={reorder} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function OrderRow({ entry, focus, reorder }: { readonly entry: OrderListEntry; readonly focus: boolean; readonly reorder: ListReorder }) {
  const t = useT();
  const tn = useTn();
  const money = useMoney();
  const times = useOrderTimes();
  const refunded = parseRupees(entry.refunded);
  const link = useRef<HTMLAnchorElement>(null);
  // After 'Load more' the first new order takes the focus, so keyboard and screen-reader users go on from there.
  useEffect(() => {
    if (focus) link.current?.focus();
  }, [focus]);
  const tone = entry.is_running ? 'running' : entry.orderstatus_id === 6 || entry.orderstatus_id === 9 ? 'stopped' : 'done';
  return (
    <li>
      <Link
        to={`/running-order/${entry.unique_order_id}`}
        className={`order-row order-row--${tone}`}
        ref={link}
      >
        <ImageBox src={entry.restaurant.image} ratio="1" className="order-row__image" />
        <span className="order-row__main">
          <span className="order-row__store">{entry.restaurant.name}</span>
          <span className="order-row__meta">
            {tn('orders.items', entry.item_count)} · {times.date(entry.created_at)}
            {entry.delivery_type === 'SELFPICKUP' && ` · ${t('orders.pickup')}`}
          </span>
          <span className={`order-row__status order-row__status--${tone}`}>{t(statusLabelOf(entry.orderstatus_id, entry.delivery_type))}</span>
          {refunded > 0 && <span className="order-row__refund">{t('orders.refunded', { amount: money(refunded) })}</span>}
          {parseRupees(entry.refunded_online) > 0 && (
            <span className="order-row__refund">{t('orders.refundedOnline', { amount: money(parseRupees(entry.refunded_online)), gateway: entry.refund_gateway ?? '' })}</span>
          )}
        </span>
        <span className="order-row__end">
          <span className="order-row__total tabular">{money(parseRupees(entry.total))}</span>
          {entry.is_running && <span className="order-row__track">{t('orders.track')}</span>}
        </span>
        <ChevronRightIcon size={18} className="order-row__chevron" />
      </Link>
      <OrderRowActions entry={entry} reorder={reorder} />
      {reorder.failure?.orderId === entry.unique_order_id && <ReorderFailedNotice note={reorder.failure.note} message={reorder.failure.message} />}
    </li>
  );
}

/** Delivered within the setting's hours (issue 36): its items can still be reported (the page says when one was). */
function useReportable(entry: OrderListEntry): boolean {
  const hours = Number(useSetting('itemReportHours'));
  const [now] = useState(() => Date.now());
  if (entry.orderstatus_id !== 5 || !entry.delivered_at || !(hours > 0)) return false;
  return now < Date.parse(entry.delivered_at) + hours * 3_600_000;
}

/** Under a row: cancel while the store has not accepted (on the order's page), Reorder and Rate once it is over. */
function OrderRowActions({ entry, reorder }: { readonly entry: OrderListEntry; readonly reorder: ListReorder }) {
  const t = useT();
  const ratable = entry.orderstatus_id === 5 && !entry.rated;
  const reportable = useReportable(entry);
  if (!entry.can_cancel && entry.is_running) return null;
  return (
    <div className="order-row__actions">
      {entry.can_cancel && (
        <Link to={`/running-order/${entry.unique_order_id}`} state={{ cancel: true }} className="button button--secondary order-row__action">
          {t('order.cancel.button')}
        </Link>
      )}
      {!entry.is_running && (
        <ReorderButton storeName={entry.restaurant.name} busy={reorder.busyId === entry.unique_order_id} onReorder={() => reorder.onReorder(entry.unique_order_id)} className="order-row__action" />
      )}
      {ratable && (
        <Link to={`/rate-and-review/${entry.unique_order_id}`} className="order-row__rate text-link">
          {t('orders.rate', { name: entry.restaurant.name })}
        </Link>
      )}
      {reportable && (
        <Link to={`/my-orders/${entry.unique_order_id}/report`} className="order-row__rate text-link">
          {t('report.link')}
        </Link>
      )}
    </div>
  );
}

export function OrderListSkeleton() {
  return (
    <LoadingRegion className="order-list">
      {[0, 1, 2, 3].map((i) => (
        <span key={i} className="order-row order-row--skeleton">
          <Skeleton width={56} height={56} radius="var(--radius-m)" />
          <span className="order-row__main">
            <Skeleton width="60%" height={16} />
            <Skeleton width="45%" height={12} />
            <Skeleton width="30%" height={12} />
          </span>
        </span>
      ))}
    </LoadingRegion>
  );
}
