import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { AdminMarkPaidResponse, AdminPayeeRow, AdminPayoutsResponse } from '@keka/contracts';
import { errorText, useAdminQuery, useAdminWrite } from '../api';
import { AdminPage } from '../components/admin-shell';
import { rupeeText, when } from '../order-words';
import '../orders.css';
import { FormError, QueryError } from '../components/query-state';
import { dayIn } from '../../../lib/platform-time';

type Kind = 'STORE' | 'PARTNER';

const isoDay = (d: Date) => dayIn(d);
const daysAgo = (n: number) => isoDay(new Date(Date.now() - n * 86_400_000));

/** /admin/payouts: what each store and delivery partner earned, was paid and is due; record a payout. */
export function PayoutsPage() {
  const [kind, setKind] = useState<Kind>('STORE');
  const [from, setFrom] = useState(daysAgo(29));
  const [to, setTo] = useState(isoDay(new Date()));
  const [period, setPeriod] = useState({ from, to });
  const [paying, setPaying] = useState<AdminPayeeRow | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const query = useAdminQuery<AdminPayoutsResponse>('get-payouts', { kind, ...period });
  const data = query.data?.data;
  const store = kind === 'STORE';

  function applyPeriod(event: FormEvent) {
    event.preventDefault();
    if (from && to && from <= to) setPeriod({ from, to });
  }

  return (
    <AdminPage title="Payouts">
      <div className="ad-toolbar">
        <div className="ao-segmented" role="group" aria-label="Who is paid">
          {(['STORE', 'PARTNER'] as const).map((k) => (
            <button
              key={k}
              type="button"
              className={`ad-button${kind === k ? ' ad-button--primary' : ''}`}
              aria-pressed={kind === k}
              onClick={() => {
                setKind(k);
                setPaying(null);
                setDone(null);
              }}
            >
              {k === 'STORE' ? 'Stores' : 'Delivery partners'}
            </button>
          ))}
        </div>
        <form className="ao-period" onSubmit={applyPeriod} aria-label="Period">
          <label className="ad-field">
            <span className="ad-field__label">Earned from</span>
            <input className="ad-input" type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} required />
          </label>
          <label className="ad-field">
            <span className="ad-field__label">to</span>
            <input className="ad-input" type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} required />
          </label>
          <button type="submit" className="ad-button">
            Show
          </button>
        </form>
      </div>
      <p className="ad-muted">
        {store
          ? "A store earns its delivered orders' item totals less the platform's commission. "
          : 'A partner earns the delivery commission and the whole tip of each delivery. '}
        The period columns cover the days chosen; paid and due are all-time.
      </p>
      {done && (
        <p className="ad-ok" role="status">
          {done}
        </p>
      )}
      {query.error ? <QueryError error={query.error} retry={query.refetch} /> : null}
      {!data && query.isLoading ? <p className="ad-muted">Loading…</p> : null}
      {data && data.payees.length === 0 ? <p className="ad-empty">{store ? 'No stores yet.' : 'No delivery partners yet.'}</p> : null}
      {paying && (
        <MarkPaidForm
          payee={paying}
          onClose={() => setPaying(null)}
          onPaid={(text) => {
            setPaying(null);
            setDone(text);
            query.refetch();
          }}
        />
      )}
      {data && data.payees.length > 0 && (
        <table className="ad-table">
          <caption className="ad-visually-hidden">{store ? 'Stores' : 'Delivery partners'}: earned, paid and due</caption>
          <thead>
            <tr>
              <th scope="col">{store ? 'Store' : 'Partner'}</th>
              <th scope="col" className="ad-num">
                Orders
              </th>
              <th scope="col" className="ad-num">
                {store ? 'Item totals' : 'Commission'}
              </th>
              <th scope="col" className="ad-num">
                {store ? 'Platform commission' : 'Tips'}
              </th>
              <th scope="col" className="ad-num">
                Compensations
              </th>
              <th scope="col" className="ad-num">
                Earned in period
              </th>
              <th scope="col" className="ad-num">
                Paid (all time)
              </th>
              <th scope="col" className="ad-num">
                Due
              </th>
              <th scope="col">
                <span className="ad-visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.payees.map((p) => (
              <tr key={p.payee_id}>
                <td>
                  {p.name}
                  {p.commission_percent !== null && <span className="ad-muted"> · {p.commission_percent}%</span>}
                  {p.last_paid_at && (
                    <>
                      <br />
                      <span className="ad-muted">last paid {when.format(new Date(p.last_paid_at))}</span>
                    </>
                  )}
                </td>
                <td className="ad-num">{p.period.orders}</td>
                <td className="ad-num">{rupeeText(p.period.gross)}</td>
                <td className="ad-num">{store && Number(p.period.deductions) > 0 ? `−${rupeeText(p.period.deductions)}` : rupeeText(p.period.deductions)}</td>
                <td className="ad-num">{Number(p.period.compensations) > 0 ? `−${rupeeText(p.period.compensations)}` : rupeeText(p.period.compensations)}</td>
                <td className="ad-num">{rupeeText(p.period.earned)}</td>
                <td className="ad-num">{rupeeText(p.paid_total)}</td>
                <td className="ad-num">
                  <strong>{rupeeText(p.due)}</strong>
                </td>
                <td>
                  <button
                    type="button"
                    className="ad-button ad-button--small"
                    disabled={Number(p.due) <= 0}
                    aria-label={`Mark paid: ${p.name}`}
                    onClick={() => {
                      setDone(null);
                      setPaying(p);
                    }}
                  >
                    Mark paid
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <h2 className="ad-subtitle">Recent payouts</h2>
      {data && data.recent.length === 0 ? <p className="ad-empty">No payouts recorded yet.</p> : null}
      {data && data.recent.length > 0 && (
        <table className="ad-table">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">{store ? 'Store' : 'Partner'}</th>
              <th scope="col" className="ad-num">
                Amount
              </th>
              <th scope="col">Reference</th>
              <th scope="col">By</th>
            </tr>
          </thead>
          <tbody>
            {data.recent.map((r) => (
              <tr key={r.id}>
                <td className="ad-nowrap">{when.format(new Date(r.paid_at))}</td>
                <td>{r.name}</td>
                <td className="ad-num">{rupeeText(r.amount)}</td>
                <td>{r.reference}</td>
                <td>{r.created_by ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </AdminPage>
  );
}

/** Records a payout: the amount (at most what is due) and the bank reference; one click, one row. */
function MarkPaidForm({ payee, onClose, onPaid }: { readonly payee: AdminPayeeRow; readonly onClose: () => void; readonly onPaid: (text: string) => void }) {
  const write = useAdminWrite();
  const [amount, setAmount] = useState(payee.due);
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const amountRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    amountRef.current?.focus();
    amountRef.current?.scrollIntoView({ block: 'center' });
  }, [payee.payee_id]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const n = Number(amount);
    if (!/^\d{1,6}(\.\d{1,2})?$/.test(amount.trim()) || n <= 0) return setError('Enter an amount such as 1200 or 1200.50.');
    if (n > Number(payee.due)) return setError(`At most ${rupeeText(payee.due)} is due.`);
    if (reference.trim().length < 2) return setError('Give the payment reference (a UTR, a cheque number, a note).');
    setBusy(true);
    setError(null);
    try {
      const res = await write<AdminMarkPaidResponse>('mark-payout-paid', { payee_kind: payee.payee_kind, payee_id: payee.payee_id, amount: amount.trim(), reference: reference.trim() });
      onPaid(`Recorded ${rupeeText(res.data.payout.amount)} paid to ${payee.name}. Still due: ${rupeeText(res.data.due)}.`);
    } catch (e) {
      setError(errorText(e));
      setBusy(false);
    }
  }

  return (
    <form className="ad-card ad-form ao-paid" onSubmit={(e) => void submit(e)} aria-label={`Mark paid: ${payee.name}`} noValidate>
      <h2 className="ao-cardtitle">Mark paid: {payee.name}</h2>
      <p className="ad-muted">Due now: {rupeeText(payee.due)}</p>
      <div className="ad-grid">
        <label className="ad-field">
          <span className="ad-field__label">Amount (₹)</span>
          <input ref={amountRef} className="ad-input" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} required />
        </label>
        <label className="ad-field">
          <span className="ad-field__label">Reference</span>
          <input className="ad-input" value={reference} onChange={(e) => setReference(e.target.value)} maxLength={120} placeholder="UTR or note" required />
        </label>
      </div>
      <FormError text={error} />
      <div className="ad-head__actions">
        <button type="submit" className="ad-button ad-button--primary" disabled={busy} aria-busy={busy}>
          Record payout
        </button>
        <button type="button" className="ad-button ad-button--quiet" onClick={onClose} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
