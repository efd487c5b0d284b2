import { useState, type FormEvent } from 'react';
import { Route, Routes, useSearchParams } from 'react-router';
import { Link } from '../../../lib/link';
import type { AdminOrderRow, AdminOrdersResponse } from '@keka/contracts';
import { isRunningLate, minutesLate } from '@keka/domain';
import { useLiveEvents } from '../../../lib/use-live-events';
import { useMinuteClock } from '../../../lib/use-minute-clock';
import { useAdminQuery } from '../api';
import { useAdminSession } from '../session';
import { AdminPage } from '../components/admin-shell';
import { clockTime, ORDER_STATUS_OPTIONS, PAYMENT_MODES, rupeeText, statusLabel, statusTone, when } from '../order-words';
import { OrderDetailPage } from './order-detail-page';
import '../orders.css';
import { QueryProblems } from '../components/query-state';

const ORDER_EVENTS = new Set(['order.status', 'order.eta', 'order.ready', 'order.substitution']);
const FILTERS = ['q', 'status_id', 'store_id', 'payment_mode', 'from', 'to'] as const;
type Filter = (typeof FILTERS)[number];

/** /admin/orders (the list) and /admin/orders/:uid (one order). */
export function OrdersPage() {
  return (
    <Routes>
      <Route index element={<OrderList />} />
      <Route path=":uid" element={<OrderDetailPage />} />
    </Routes>
  );
}

/** Every order, newest first: search by id, customer or store; filters in the address bar so a view can be shared. */
function OrderList() {
  const [params, setParams] = useSearchParams();
  const value = (k: Filter) => params.get(k) ?? '';
  const [draft, setDraft] = useState<Record<Filter, string>>(() => Object.fromEntries(FILTERS.map((k) => [k, params.get(k) ?? ''])) as Record<Filter, string>);
  const [cursors, setCursors] = useState<number[]>([]);
  const cursor = cursors.at(-1) ?? null;
  const body: Record<string, unknown> = { limit: 50, q: value('q') };
  if (value('status_id')) body.status_id = Number(value('status_id'));
  if (value('store_id')) body.store_id = Number(value('store_id'));
  if (value('payment_mode')) body.payment_mode = value('payment_mode');
  if (value('from')) body.from = value('from');
  if (value('to')) body.to = value('to');
  if (cursor) body.before_id = cursor;
  const query = useAdminQuery<AdminOrdersResponse>('get-orders', body);
  const rows = query.data?.data ?? [];
  const now = useMinuteClock(rows.some((o) => o.promised_at !== null && o.delivered_at === null && o.cancelled_at === null));
  // Live (issue 36): an order that moves, or whose estimate moves, is read again with the page.
  const { refetch } = query;
  useLiveEvents(useAdminSession()?.auth_token ?? null, {
    onEvent: (event) => {
      if (ORDER_EVENTS.has(event.type)) refetch();
    },
    onSync: refetch,
  });
  const stores = query.data?.stores ?? [];
  const filtered = FILTERS.some((k) => value(k));

  function apply(event: FormEvent) {
    event.preventDefault();
    setCursors([]);
    const next = new URLSearchParams();
    for (const k of FILTERS) if (draft[k].trim()) next.set(k, draft[k].trim());
    setParams(next);
  }

  function clear() {
    setCursors([]);
    setDraft(Object.fromEntries(FILTERS.map((k) => [k, ''])) as Record<Filter, string>);
    setParams({});
  }

  const set = (k: Filter) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [k]: e.target.value }));

  return (
    <AdminPage title="Orders">
      <form className="ad-toolbar ao-filters" role="search" aria-label="Find orders" onSubmit={apply}>
        <label className="ad-field ad-field--inline">
          <span className="ad-field__label">Search</span>
          <input className="ad-input" type="search" name="q" value={draft.q} onChange={set('q')} placeholder="Order id, customer phone or name, store" maxLength={100} />
        </label>
        <label className="ad-field">
          <span className="ad-field__label">Status</span>
          <select className="ad-input" value={draft.status_id} onChange={set('status_id')}>
            <option value="">Any status</option>
            {ORDER_STATUS_OPTIONS.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
        <label className="ad-field">
          <span className="ad-field__label">Store</span>
          <select className="ad-input" value={draft.store_id} onChange={set('store_id')}>
            <option value="">Any store</option>
            {stores.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <label className="ad-field">
          <span className="ad-field__label">Payment</span>
          <select className="ad-input" value={draft.payment_mode} onChange={set('payment_mode')}>
            <option value="">Any payment</option>
            {PAYMENT_MODES.map((m) => (
              <option key={m.id} value={m.id}>
                {m.label}
              </option>
            ))}
          </select>
        </label>
        <label className="ad-field">
          <span className="ad-field__label">Placed from</span>
          <input className="ad-input" type="date" value={draft.from} onChange={set('from')} />
        </label>
        <label className="ad-field">
          <span className="ad-field__label">to</span>
          <input className="ad-input" type="date" value={draft.to} min={draft.from || undefined} onChange={set('to')} />
        </label>
        <button type="submit" className="ad-button ad-button--primary">
          Find
        </button>
        {filtered && (
          <button type="button" className="ad-button ad-button--quiet" onClick={clear}>
            Clear
          </button>
        )}
      </form>

      <QueryProblems query={query} />
      {query.data && rows.length === 0 ? <p className="ad-empty">{filtered ? 'No order matches these filters.' : 'No orders yet.'}</p> : null}
      {rows.length > 0 && (
        <table className="ad-table">
          <caption className="ad-visually-hidden">Orders, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Placed</th>
              <th scope="col">Customer</th>
              <th scope="col">Store</th>
              <th scope="col">Status</th>
              <th scope="col">Payment</th>
              <th scope="col" className="ad-num">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((o) => (
              <tr key={o.id}>
                <td>
                  <Link to={`/admin/orders/${encodeURIComponent(o.unique_order_id)}`} className="ao-uid">
                    {o.unique_order_id}
                  </Link>
                  <br />
                  <span className="ad-muted">{o.delivery_type === 'DELIVERY' ? 'Delivery' : 'Pickup'}</span>
                </td>
                <td className="ad-nowrap">{when.format(new Date(o.created_at))}</td>
                <td>
                  {o.customer.name}
                  <br />
                  <span className="ad-muted">{o.customer.phone ?? '—'}</span>
                </td>
                <td>{o.store.name}</td>
                <td>
                  <span className={statusTone(o.status_id)}>{statusLabel(o.status_id)}</span>
                  <LateNote order={o} now={now} />
                </td>
                <td>
                  {o.payment_mode}
                  <br />
                  <span className="ad-muted">{o.payment_status.toLowerCase()}</span>
                </td>
                <td className="ad-num">
                  {rupeeText(o.total)}
                  {Number(o.refunded) > 0 && (
                    <>
                      <br />
                      <span className="ad-muted">refunded {rupeeText(o.refunded)}</span>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="ad-pager">
        {cursors.length > 0 && (
          <button type="button" className="ad-button" onClick={() => setCursors((c) => c.slice(0, -1))}>
            Newer
          </button>
        )}
        {query.data?.next_before_id ? (
          <button type="button" className="ad-button" onClick={() => setCursors((c) => [...c, query.data?.next_before_id ?? 0])}>
            Older
          </button>
        ) : null}
      </div>
    </AdminPage>
  );
}

/** Past its promise: "Running late" with the minutes and the new estimate; delivered late, by how much. */
function LateNote({ order, now }: { readonly order: AdminOrderRow; readonly now: number }) {
  const promised = order.promised_at ? new Date(order.promised_at) : null;
  const delivered = order.delivered_at ? new Date(order.delivered_at) : null;
  if (order.cancelled_at || !isRunningLate(promised, new Date(now), delivered)) return null;
  const late = minutesLate(promised, delivered ?? new Date(now));
  if (delivered) return <span className="ad-muted ao-late-done">{late > 0 ? `${late} min late` : 'late'}</span>;
  return (
    <span className="ao-late">
      Running late · {late} min{order.eta_at ? `, now ${clockTime.format(new Date(order.eta_at))}` : ''}
    </span>
  );
}
