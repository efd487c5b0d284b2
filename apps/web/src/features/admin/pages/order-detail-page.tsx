import { useId, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../../lib/link';
import type { AdminAuditLogResponse, AdminOrderDetail, AdminOrderResponse } from '@keka/contracts';
import { isOnlinePaymentMethod, ONLINE_PAYMENT_NAMES, paise, parseRupees, splitRefundPaise, toRupeeString, type OnlinePaymentMethod } from '@keka/domain';
import { errorText, useAdminQuery, useAdminWrite } from '../api';
import { AdminPage } from '../components/admin-shell';
import { ReasonDialog } from '../components/reason-dialog';
import { AssignRiderDialog } from './assign-rider-dialog';
import { OrderCompensations } from './order-compensations';
import { rupeeText, statusLabel, statusTone, when } from '../order-words';
import { FormError, QueryError } from '../components/query-state';

type Pending = { kind: 'move'; to: number } | { kind: 'refund'; amount: string } | { kind: 'rider' } | null;

const BILL_LINES: [keyof AdminOrderDetail['bill'], string][] = [
  ['item_total', 'Items'],
  ['coupon_discount', 'Coupon discount'],
  ['restaurant_charges', 'Packing and store charges'],
  ['delivery_charge', 'Delivery'],
  ['tip', 'Tip'],
  ['surcharge', 'Surcharge'],
  ['distance_surge', 'Distance surge'],
  ['city_surge', 'City surge'],
  ['store_tax', 'Store tax'],
  ['global_tax', 'Tax'],
];

const AUDIT_WORDS: Record<string, string> = { 'order.refund': 'Refund', 'order.force-move': 'Forced move', 'order.assign-rider': 'Delivery partner assigned' };

/** The amount, the partner or the new status an audit row's `after` holds, in words. */
function auditAmount(after: unknown): string {
  if (!after || typeof after !== 'object') return '';
  const a = after as Record<string, unknown>;
  if (typeof a.amount === 'string' && typeof a.to_provider === 'string' && typeof a.provider === 'string') {
    const name = ONLINE_PAYMENT_NAMES[a.provider as OnlinePaymentMethod] ?? a.provider;
    return ` of ${rupeeText(a.amount)} (${rupeeText(a.to_provider)} through ${name}, ${rupeeText(typeof a.to_wallet === 'string' ? a.to_wallet : '0')} to the wallet)`;
  }
  if (typeof a.amount === 'string') return ` of ${rupeeText(a.amount)}`;
  if (typeof a.rider === 'string') return `: ${a.rider}`;
  if (typeof a.status_id === 'number') return ` to ${statusLabel(a.status_id)}`;
  return '';
}

const gatewayOf = (order: AdminOrderDetail): OnlinePaymentMethod | null => (isOnlinePaymentMethod(order.payment_mode) ? order.payment_mode : null);

/** Where a refund of `amount` rupees goes, by the domain's rule the server applies too (the online part first). */
export function refundWords(order: AdminOrderDetail, amount: string): string {
  const gateway = gatewayOf(order);
  const onlinePaidPaise = gateway ? Math.max(0, parseRupees(order.paid) - parseRupees(order.bill.wallet_paid)) : 0;
  const split = splitRefundPaise({ onlinePaidPaise, refundedPaise: parseRupees(order.refunded) }, parseRupees(amount));
  const money = (p: number) => rupeeText(toRupeeString(paise(p)));
  const parts = [
    split.online > 0 && gateway ? `${money(split.online)} goes back through ${ONLINE_PAYMENT_NAMES[gateway]} (it can take 5–7 working days)` : null,
    split.wallet > 0 ? `${money(split.wallet)} goes to the customer's wallet now` : null,
  ].filter(Boolean);
  return `${parts.join(', and ')}.`;
}

/** /admin/orders/:uid — the whole order, its history, and the two things an admin may do: force a move, refund. */
export function OrderDetailPage() {
  const { uid = '' } = useParams();
  const query = useAdminQuery<AdminOrderResponse>('get-order', { unique_order_id: uid });
  // What admins did to it (refunds change no status, so they are not in the status history).
  const audit = useAdminQuery<AdminAuditLogResponse>('get-audit-log', { entity: 'order', entity_id: uid, limit: 20 });
  const write = useAdminWrite();
  const [fresh, setFresh] = useState<AdminOrderDetail | null>(null);
  const order = fresh && fresh.unique_order_id === uid ? fresh : query.data?.data;
  const [moveTo, setMoveTo] = useState('');
  const [amount, setAmount] = useState('');
  const [pending, setPending] = useState<Pending>(null);
  const [done, setDone] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const ids = useId();

  async function forceMove(to: number, reason: string) {
    const res = await write<AdminOrderResponse>('force-order-move', { unique_order_id: uid, status_id: to, reason });
    setFresh(res.data);
    setMoveTo('');
    setDone(`Moved to ${statusLabel(to)}.`);
    query.refetch();
    audit.refetch();
  }

  async function refund(value: string, reason: string) {
    if (!order) return;
    const res = await write<AdminOrderResponse>('refund-order', { unique_order_id: uid, amount: value, refunded_before: order.refunded, reason });
    setFresh(res.data);
    setAmount('');
    setDone(`Refunded: ${refundWords(order, value)}`);
    query.refetch();
    audit.refetch();
  }

  async function assignRider(riderId: number, reason: string) {
    const res = await write<AdminOrderResponse>('assign-rider', { unique_order_id: uid, delivery_user_id: riderId, reason });
    setFresh(res.data);
    setDone(`${res.data.rider?.name ?? 'The partner'} has the order now.`);
    query.refetch();
    audit.refetch();
    return res;
  }

  function askMove(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    if (!moveTo) {
      setFormError('Choose the status to move the order to.');
      return;
    }
    setFormError(null);
    setPending({ kind: 'move', to: Number(moveTo) });
  }

  function askRefund(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    const n = Number(amount);
    if (!/^\d{1,6}(\.\d{1,2})?$/.test(amount.trim()) || n <= 0) {
      setFormError('Enter an amount such as 120 or 120.50.');
      return;
    }
    if (order && n > Number(order.refundable)) {
      setFormError(`At most ${rupeeText(order.refundable)} can be refunded.`);
      return;
    }
    setFormError(null);
    setPending({ kind: 'refund', amount: amount.trim() });
  }

  return (
    <AdminPage
      title={`Order ${uid}`}
      actions={
        <>
          <Link className="ad-button ad-button--quiet" to="/admin/orders">
            All orders
          </Link>
          <Link className="ad-button ad-button--quiet" to={`/admin/audit?entity=order&entity_id=${encodeURIComponent(uid)}`}>
            Audit entries
          </Link>
        </>
      }
    >
      {query.error && !order ? (
        <QueryError error={query.error} retry={query.refetch} />
      ) : null}
      {!order && query.isLoading ? <p className="ad-muted">Loading…</p> : null}
      {order && (
        <>
          <p className="ao-summary">
            <span className={statusTone(order.status_id)} data-testid="order-status">
              {statusLabel(order.status_id)}
            </span>
            <span>Placed {when.format(new Date(order.created_at))}</span>
            <span>{order.delivery_type === 'DELIVERY' ? 'Delivery' : 'Self pickup'}</span>
            <span>
              {order.payment_mode} · {order.payment_status.toLowerCase()}
            </span>
            <strong>{rupeeText(order.bill.total)}</strong>
          </p>
          {done && (
            <p className="ad-ok" role="status">
              {done}
            </p>
          )}

          <div className="ao-columns">
            <div className="ao-main">
              <section className="ad-card" aria-labelledby={`${ids}-items`}>
                <h2 id={`${ids}-items`} className="ao-cardtitle">
                  Items
                </h2>
                <table className="ad-table ao-flat">
                  <thead>
                    <tr>
                      <th scope="col">Item</th>
                      <th scope="col" className="ad-num">
                        Qty
                      </th>
                      <th scope="col" className="ad-num">
                        Price
                      </th>
                      <th scope="col" className="ad-num">
                        Total
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {order.items.map((item, i) => (
                      <tr key={i}>
                        <td>
                          {item.name}
                          {item.addons.length > 0 && <span className="ad-muted"> — {item.addons.map((a) => a.addon_name).join(', ')}</span>}
                        </td>
                        <td className="ad-num">{item.quantity}</td>
                        <td className="ad-num">{rupeeText(item.price)}</td>
                        <td className="ad-num">{rupeeText(item.line_total)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                {order.order_comment && <p className="ao-note">Note from the customer: {order.order_comment}</p>}
              </section>

              <section className="ad-card" aria-labelledby={`${ids}-bill`}>
                <h2 id={`${ids}-bill`} className="ao-cardtitle">
                  Bill
                </h2>
                <dl className="ao-bill">
                  {BILL_LINES.filter(([key]) => Number(order.bill[key]) !== 0).map(([key, label]) => (
                    <div key={key}>
                      <dt>
                        {label}
                        {key === 'coupon_discount' && order.bill.coupon_code ? ` (${order.bill.coupon_code})` : ''}
                      </dt>
                      <dd>
                        {key === 'coupon_discount' ? '−' : ''}
                        {rupeeText(String(order.bill[key]))}
                      </dd>
                    </div>
                  ))}
                  <div className="ao-bill__total">
                    <dt>Total</dt>
                    <dd>{rupeeText(order.bill.total)}</dd>
                  </div>
                  <div>
                    <dt>From the wallet</dt>
                    <dd>{rupeeText(order.bill.wallet_paid)}</dd>
                  </div>
                  <div>
                    <dt>To pay ({order.payment_mode})</dt>
                    <dd>{rupeeText(order.bill.payable)}</dd>
                  </div>
                  <div>
                    <dt>Paid so far</dt>
                    <dd>{rupeeText(order.paid)}</dd>
                  </div>
                  <div>
                    <dt>Refunded</dt>
                    <dd data-testid="order-refunded">{rupeeText(order.refunded)}</dd>
                  </div>
                </dl>
                {order.online_payments.length > 0 && (
                  <ul className="ao-payments" aria-label="Online payments">
                    {order.online_payments.map((p, i) => (
                      <li key={i}>
                        <strong>
                          {ONLINE_PAYMENT_NAMES[p.gateway]}
                          {p.test ? ' (test)' : ''}
                        </strong>{' '}
                        {p.status.toLowerCase()}: {rupeeText(p.amount)}
                        {Number(p.refunded) > 0 ? ` · ${rupeeText(p.refunded)} refunded` : ''}
                        {Number(p.refund_owed) > 0 ? <span className="ad-badge ad-badge--warn"> {rupeeText(p.refund_owed)} refund pending</span> : null}
                      </li>
                    ))}
                  </ul>
                )}
              </section>

              <section className="ad-card" aria-labelledby={`${ids}-history`}>
                <h2 id={`${ids}-history`} className="ao-cardtitle">
                  History
                </h2>
                <ol className="ao-history">
                  {order.history.map((h, i) => (
                    <li key={i}>
                      <span className="ad-nowrap ad-muted">{when.format(new Date(h.at))}</span>
                      <span>
                        {h.from_status_id !== null && h.from_status_id !== h.status_id ? `${statusLabel(h.from_status_id)} → ` : ''}
                        <strong>{statusLabel(h.status_id)}</strong>
                      </span>
                      <span>
                        by {h.by}
                        {h.actor ? ` (${h.actor.name})` : ''}
                      </span>
                      {h.note && <span className="ao-history__note">“{h.note}”</span>}
                    </li>
                  ))}
                </ol>
                {order.cancel_reason && (
                  <p className="ao-note">
                    Cancelled by {order.cancelled_by ?? 'someone'}: {order.cancel_reason}
                  </p>
                )}
              </section>

              <OrderCompensations order={order} headingId={`${ids}-compensation`} />

              <section className="ad-card" aria-labelledby={`${ids}-audit`}>
                <h2 id={`${ids}-audit`} className="ao-cardtitle">
                  Admin actions
                </h2>
                {audit.error ? (
                  <p className="ad-error" role="alert">
                    {errorText(audit.error)}
                  </p>
                ) : !audit.data ? (
                  <p className="ad-muted">Loading…</p>
                ) : audit.data.data.length === 0 ? (
                  <p className="ad-muted">No admin has changed this order.</p>
                ) : (
                  <ol className="ao-history" data-testid="order-audit">
                    {audit.data.data.map((a) => (
                      <li key={a.id}>
                        <span className="ad-nowrap ad-muted">{when.format(new Date(a.created_at))}</span>
                        <span>
                          <strong>{AUDIT_WORDS[a.action] ?? a.action}</strong>
                          {auditAmount(a.after)}
                        </span>
                        <span>by {a.actor?.name ?? 'a removed admin'}</span>
                        {a.reason && <span className="ao-history__note">“{a.reason}”</span>}
                      </li>
                    ))}
                  </ol>
                )}
              </section>
            </div>

            <div className="ao-side">
              <section className="ad-card" aria-labelledby={`${ids}-actions`}>
                <h2 id={`${ids}-actions`} className="ao-cardtitle">
                  Actions
                </h2>
                <FormError text={formError} />
                {order.moves.length === 0 ? (
                  <p className="ad-muted">No move is possible from {statusLabel(order.status_id).toLowerCase()}.</p>
                ) : (
                  <form className="ao-action" onSubmit={askMove}>
                    <label className="ad-field">
                      <span className="ad-field__label">Force a move to</span>
                      <select className="ad-input" value={moveTo} onChange={(e) => setMoveTo(e.target.value)}>
                        <option value="">Choose a status</option>
                        {order.moves.map((m) => (
                          <option key={m.status_id} value={m.status_id}>
                            {statusLabel(m.status_id)}
                          </option>
                        ))}
                      </select>
                    </label>
                    <button type="submit" className="ad-button ad-button--danger">
                      Force move…
                    </button>
                  </form>
                )}
                {order.can_assign_rider && (
                  <div className="ao-action">
                    <span className="ad-field__label">{order.rider ? `Delivery partner: ${order.rider.name} (not picked up yet)` : 'No delivery partner has taken it yet'}</span>
                    <button
                      type="button"
                      className="ad-button"
                      onClick={() => {
                        setDone(null);
                        setFormError(null);
                        setPending({ kind: 'rider' });
                      }}
                    >
                      {order.rider ? 'Give to another partner…' : 'Assign a partner…'}
                    </button>
                  </div>
                )}
                {Number(order.refundable) > 0 ? (
                  <form className="ao-action" onSubmit={askRefund}>
                    <label className="ad-field">
                      <span className="ad-field__label">Refund (₹, up to {rupeeText(order.refundable)})</span>
                      <input className="ad-input" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} placeholder={order.refundable} />
                    </label>
                    <button type="submit" className="ad-button">
                      Refund…
                    </button>
                  </form>
                ) : (
                  <p className="ad-muted">Nothing paid is left to refund.</p>
                )}
              </section>

              <section className="ad-card" aria-labelledby={`${ids}-people`}>
                <h2 id={`${ids}-people`} className="ao-cardtitle">
                  People
                </h2>
                <dl className="ao-facts">
                  <dt>Customer</dt>
                  <dd>
                    {order.customer.name}
                    <br />
                    {order.customer.phone && <a href={`tel:${order.customer.phone}`}>{order.customer.phone}</a>}
                    {order.customer.email && <span className="ad-muted"> · {order.customer.email}</span>}
                  </dd>
                  <dt>Store</dt>
                  <dd>
                    <Link to={`/admin/orders?store_id=${order.store.id}`}>{order.store.name}</Link>
                  </dd>
                  <dt>Rider</dt>
                  <dd>
                    {order.rider ? (
                      <>
                        {order.rider.name}
                        {order.rider.phone && (
                          <>
                            <br />
                            <a href={`tel:${order.rider.phone}`}>{order.rider.phone}</a>
                          </>
                        )}
                      </>
                    ) : (
                      <span className="ad-muted">None</span>
                    )}
                  </dd>
                  <dt>Address</dt>
                  <dd>
                    {order.address ? (
                      <>
                        {order.address.house ? `${order.address.house}, ` : ''}
                        {order.address.address}
                        {order.address.tag && <span className="ad-muted"> ({order.address.tag})</span>}
                        {order.distance_km !== null && <span className="ad-muted"> · {order.distance_km.toFixed(1)} km</span>}
                      </>
                    ) : (
                      <span className="ad-muted">Self pickup</span>
                    )}
                  </dd>
                  {order.slot && (
                    <>
                      <dt>Slot</dt>
                      <dd>
                        {order.slot.name}, {order.slot.date}
                      </dd>
                    </>
                  )}
                </dl>
              </section>
            </div>
          </div>
        </>
      )}
      {pending?.kind === 'move' && (
        <ReasonDialog
          title={`Move to ${statusLabel(pending.to)}?`}
          body={
            pending.to === 6
              ? `The order is cancelled for everyone. ${order && Number(order.refundable) > 0 ? `What is paid goes back: ${refundWords(order, order.refundable)} ` : ''}The customer is told the reason.`
              : 'The customer, the store and the rider see the new status at once. The reason is kept in the history and the audit log.'
          }
          confirmLabel={pending.to === 6 ? 'Cancel the order' : 'Move it'}
          closeLabel={pending.to === 6 ? 'Keep the order' : 'Go back'}
          askReason
          danger={pending.to === 6}
          onConfirm={(reason) => forceMove(pending.to, reason)}
          onClose={() => setPending(null)}
        />
      )}
      {pending?.kind === 'rider' && order && <AssignRiderDialog order={order} assign={assignRider} onClose={() => setPending(null)} />}
      {pending?.kind === 'refund' && (
        <ReasonDialog
          title={`Refund ${rupeeText(pending.amount)}?`}
          body={`${order ? refundWords(order, pending.amount) : ''} The customer gets a notification with the reason.`}
          confirmLabel="Refund"
          askReason
          onConfirm={(reason) => refund(pending.amount, reason)}
          onClose={() => setPending(null)}
        />
      )}
    </AdminPage>
  );
}
