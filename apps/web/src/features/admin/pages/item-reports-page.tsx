import { useState } from 'react';
import type { AdminItemReportRow, AdminItemReportsResponse } from '@keka/contracts';
import { useAdminQuery, useAdminWrite } from '../api';
import { AdminPage } from '../components/admin-shell';
import { AdTable, EditCard } from '../components/edit-card';
import { CursorPager, FormNotice, QueryProblems } from '../components/query-state';
import { Link } from '../../../lib/link';
import { rupeeText, when } from '../order-words';
import '../orders.css';

const STATUS: Record<AdminItemReportRow['status'], string> = { REFUNDED: 'Refunded', COUPON: 'Coupon given', IN_REVIEW: 'Waiting for review', REJECTED: 'Turned down' };
type Bearer = 'STORE' | 'PARTNER' | 'PLATFORM';
type Decision = { report: AdminItemReportRow; kind: 'REFUND' | 'REJECT' };

/** The most a refund of this report can be: its worth, and what the order still has to give back. */
export const mostRefund = (r: Pick<AdminItemReportRow, 'value' | 'refundable'>): string => (Number(r.value) < Number(r.refundable) ? r.value : r.refundable);

function DecisionForm({ decision, onDone, onCancel }: { decision: Decision; onDone: (text: string) => void; onCancel: () => void }) {
  const { report, kind } = decision;
  const refund = kind === 'REFUND';
  const [amount, setAmount] = useState(mostRefund(report));
  const [bornBy, setBornBy] = useState<Bearer>('STORE');
  const [note, setNote] = useState('');
  const write = useAdminWrite();
  return (
    <EditCard
      title={refund ? `Refund the report on ${report.order_id}` : `Turn down the report on ${report.order_id}`}
      onCancel={onCancel}
      onSubmit={async () => {
        await write('decide-item-report', { id: report.id, decision: kind, ...(refund ? { amount, born_by: bornBy } : {}), note });
        onDone(refund ? `${rupeeText(amount)} refunded to ${report.customer}.` : `The report on ${report.order_id} was turned down.`);
      }}
    >
      <div className="ad-grid">
        {refund && (
          <>
            <label className="ad-field">
              <span className="ad-field__label">Amount in ₹ (at most {rupeeText(mostRefund(report))})</span>
              <input className="ad-input" inputMode="decimal" required value={amount} onChange={(e) => setAmount(e.target.value)} />
            </label>
            <label className="ad-field">
              <span className="ad-field__label">Who bears the cost</span>
              <select className="ad-input" value={bornBy} onChange={(e) => setBornBy(e.target.value as Bearer)}>
                <option value="STORE">The store (taken off its payout)</option>
                <option value="PARTNER">The delivery partner (taken off his payout)</option>
                <option value="PLATFORM">The platform</option>
              </select>
            </label>
          </>
        )}
        <label className="ad-field">
          <span className="ad-field__label">Note to the customer</span>
          <input className="ad-input" required minLength={3} maxLength={300} value={note} onChange={(e) => setNote(e.target.value)} placeholder={refund ? 'Sorry about the missing bread' : 'The rider photographed every item at the door'} />
        </label>
      </div>
    </EditCard>
  );
}

function ReportCells({ r, onDecide }: { r: AdminItemReportRow; onDecide: (d: Decision) => void }) {
  return (
    <>
      <td>
        {when.format(new Date(r.created_at))}
        <br />
        <Link to={`/admin/orders/${encodeURIComponent(r.order_id)}`}>{r.order_id}</Link>
        <br />
        <span className="ad-muted">
          {r.customer} · {r.store}
        </span>
      </td>
      <td>
        <ul className="ad-plain-list">
          {r.lines.map((l) => (
            <li key={l.line_id}>
              {l.quantity} × {l.name} · {l.problem === 'MISSING' ? 'missing' : 'wrong'} · {rupeeText(l.value)}
            </li>
          ))}
        </ul>
        {r.note && <p className="ad-muted">“{r.note}”</p>}
        {r.photo && (
          <a href={r.photo} target="_blank" rel="noreferrer">
            Photo (opens in a new tab)
          </a>
        )}
      </td>
      <td className="ad-num">
        {rupeeText(r.value)}
        <br />
        <span className="ad-muted">paid {rupeeText(r.order_paid)}</span>
      </td>
      <td>
        {STATUS[r.status]}
        {r.status !== 'IN_REVIEW' && Number(r.given) > 0 && ` · ${rupeeText(r.given)}`}
        {r.coupon_code && ` · ${r.coupon_code}`}
        {r.decision_note && <p className="ad-muted">{r.decision_note}</p>}
      </td>
      <td>
        {r.status === 'IN_REVIEW' && (
          <>
            <button type="button" className="ad-button ad-button--small ad-button--primary" aria-label={`Refund the report on ${r.order_id}`} disabled={Number(mostRefund(r)) <= 0} onClick={() => onDecide({ report: r, kind: 'REFUND' })}>
              Refund
            </button>{' '}
            <button type="button" className="ad-button ad-button--small ad-button--quiet" aria-label={`Turn down the report on ${r.order_id}`} onClick={() => onDecide({ report: r, kind: 'REJECT' })}>
              Turn down
            </button>
          </>
        )}
      </td>
    </>
  );
}

/** /admin/item-reports: missing or wrong items customers reported; those no rule settled wait here for a decision (issue 36). */
export function ItemReportsPage() {
  const [all, setAll] = useState(false);
  const [cursor, setCursor] = useState<number | null>(null);
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const query = useAdminQuery<AdminItemReportsResponse>('get-item-reports', { status: all ? 'ALL' : 'IN_REVIEW', ...(cursor === null ? {} : { before_id: cursor }) });
  const data = query.data?.data;
  const show = (next: boolean) => {
    setAll(next);
    setCursor(null);
  };
  return (
    <AdminPage title="Item reports">
      <div className="ad-toolbar">
        <div className="ao-segmented" role="group" aria-label="Which reports">
          <button type="button" className={`ad-button${all ? '' : ' ad-button--primary'}`} aria-pressed={!all} onClick={() => show(false)}>
            Waiting{data ? ` (${data.waiting})` : ''}
          </button>
          <button type="button" className={`ad-button${all ? ' ad-button--primary' : ''}`} aria-pressed={all} onClick={() => show(true)}>
            All
          </button>
        </div>
      </div>
      <FormNotice message={notice} />
      {deciding && (
        <DecisionForm
          key={`${deciding.report.id}-${deciding.kind}`}
          decision={deciding}
          onCancel={() => setDeciding(null)}
          onDone={(text) => {
            setDeciding(null);
            setNotice({ ok: true, text });
            query.refetch();
          }}
        />
      )}
      <QueryProblems query={query} />
      {data && data.items.length === 0 && <p className="ad-empty">{all ? 'No report yet.' : 'Nothing waiting: every report was settled.'}</p>}
      {data && data.items.length > 0 && (
        <AdTable
          caption={all ? 'Item reports, newest first' : 'Item reports waiting for review, newest first'}
          columns={['Reported', 'Items', 'Worth', 'Outcome', 'Actions']}
          rows={data.items}
          rowKey={(r) => r.id}
          renderRow={(r) => <ReportCells r={r} onDecide={setDeciding} />}
        />
      )}
      <CursorPager cursor={cursor} next={data?.next_before_id} onChange={setCursor} />
    </AdminPage>
  );
}
