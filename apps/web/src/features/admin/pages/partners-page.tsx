import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminGetPartnersResponse, AdminPartnerResponse, AdminSearchPartnerStoresResponse, PartnerAdminView } from '@keka/contracts';
import { errorText, useAdminQuery, useAdminWrite } from '../api';
import { AdminPage } from '../components/admin-shell';
import { ReasonDialog } from '../components/reason-dialog';
import { StatusBadge } from './approval-parts';
import './approvals.css';
import { CursorPager, QueryProblems } from '../components/query-state';

const STATUSES = [
  ['', 'All'],
  ['PENDING', 'Pending'],
  ['APPROVED', 'Approved'],
  ['REJECTED', 'Rejected'],
  ['SUSPENDED', 'Suspended'],
] as const;

/** /admin/partners: every delivery partner; search, filter, and edit one (stores, commission, cash, approval). */
export function PartnersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = params.get('status') ?? '';
  const [typed, setTyped] = useState(q);
  const [cursor, setCursor] = useState<number | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const query = useAdminQuery<AdminGetPartnersResponse>('get-partners', { q, limit: 50, ...(status ? { status } : {}), ...(cursor ? { before_id: cursor } : {}) });
  const rows = query.data?.data ?? [];
  const selected = rows.find((r) => r.id === editing) ?? null;

  function search(event: FormEvent) {
    event.preventDefault();
    setCursor(null);
    const next = new URLSearchParams(params);
    if (typed.trim()) next.set('q', typed.trim());
    else next.delete('q');
    setParams(next);
  }

  return (
    <AdminPage title="Delivery partners">
      <form className="ad-toolbar" role="search" onSubmit={search}>
        <label className="ad-field ad-field--inline">
          <span className="ad-field__label">Search</span>
          <input className="ad-input" type="search" value={typed} onChange={(e) => setTyped(e.target.value)} placeholder="Name, phone, e-mail, vehicle number" />
        </label>
        <label className="ad-field">
          <span className="ad-field__label">Status</span>
          <select
            className="ad-input"
            value={status}
            onChange={(e) => {
              setCursor(null);
              const next = new URLSearchParams(params);
              if (e.target.value) next.set('status', e.target.value);
              else next.delete('status');
              setParams(next);
            }}
          >
            {STATUSES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="ad-button">
          Search
        </button>
      </form>
      <QueryProblems query={query} />
      {query.data && rows.length === 0 ? <p className="ad-empty">No delivery partner matches. Partners sign up in the delivery app.</p> : null}
      {selected && <PartnerEditor key={selected.id} partner={selected} onChanged={query.refetch} onClose={() => setEditing(null)} />}
      {rows.length > 0 && (
        <table className="ad-table" data-testid="partners">
          <caption className="ad-visually-hidden">Delivery partners, newest sign-up first</caption>
          <thead>
            <tr>
              <th scope="col">Partner</th>
              <th scope="col">Phone</th>
              <th scope="col">Status</th>
              <th scope="col">Online</th>
              <th scope="col">Stores</th>
              <th scope="col" className="ad-num">
                Cash in hand
              </th>
              <th scope="col" className="ad-num">
                Commission
              </th>
              <th scope="col">
                <span className="ad-visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((p) => (
              <tr key={p.id} className={p.id === editing ? 'ap-selected' : undefined}>
                <td>
                  {p.name}
                  <br />
                  <span className="ad-muted">
                    #{p.id}
                    {p.vehicle ? ` · ${p.vehicle}` : ''}
                    {p.vehicle_number ? ` ${p.vehicle_number}` : ''}
                  </span>
                </td>
                <td className="ad-nowrap">{p.phone ?? '—'}</td>
                <td>
                  <StatusBadge status={p.status} />
                  {!p.is_active && <span className="ad-badge ad-badge--bad">Account off</span>}
                </td>
                <td>{p.is_online ? <span className="ad-badge ad-badge--ok">Online</span> : <span className="ad-muted">Offline</span>}</td>
                <td>{p.stores.length === 0 ? <span className="ad-muted">None</span> : p.stores.map((s) => s.name).join(', ')}</td>
                <td className="ad-num">₹{p.cash_in_hand}</td>
                <td className="ad-num">{p.commission_percent > 0 ? `${p.commission_percent}%` : <span className="ad-muted">Default</span>}</td>
                <td>
                  <button type="button" className="ad-button ad-button--small" onClick={() => setEditing(p.id)} aria-label={`Edit ${p.name}`} aria-expanded={p.id === editing}>
                    Edit
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <CursorPager cursor={cursor} next={query.data?.next_before_id} onChange={setCursor} />
    </AdminPage>
  );
}

type Decision = 'APPROVE' | 'SUSPEND' | 'REJECT';

function PartnerEditor({ partner, onChanged, onClose }: { readonly partner: PartnerAdminView; readonly onChanged: () => void; readonly onClose: () => void }) {
  const write = useAdminWrite();
  const [stores, setStores] = useState(partner.stores);
  const [storeQ, setStoreQ] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const found = useAdminQuery<AdminSearchPartnerStoresResponse>('search-partner-stores', { q: searched ?? '' });
  const [commission, setCommission] = useState(String(partner.commission_percent));
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [decision, setDecision] = useState<Decision | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from a row further down: bring the editor into view and start there (keyboard users too).
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);

  async function run(work: () => Promise<unknown>, ok: string) {
    setBusy(true);
    setMessage(null);
    try {
      await work();
      setMessage({ ok: true, text: ok });
      onChanged();
    } catch (e) {
      setMessage({ ok: false, text: errorText(e) });
    } finally {
      setBusy(false);
    }
  }

  const saveStores = () => run(() => write<AdminPartnerResponse>('update-partner', { partner_id: partner.id, store_ids: stores.map((s) => s.id) }), 'Stores saved.');

  function saveCommission(event: FormEvent) {
    event.preventDefault();
    const value = Number(commission);
    if (commission.trim() === '' || !Number.isFinite(value) || value < 0 || value > 100) {
      setMessage({ ok: false, text: 'Enter a commission between 0 and 100 percent (0 = the default setting).' });
      return;
    }
    void run(() => write('update-partner', { partner_id: partner.id, commission_percent: value }), 'Commission saved.');
  }

  function collect(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{1,6}(\.\d{1,2})?$/.test(amount.trim()) || Number(amount) <= 0) {
      setMessage({ ok: false, text: 'Enter the amount handed in, such as 500 or 499.50.' });
      return;
    }
    if (Number(amount) > Number(partner.cash_in_hand)) {
      setMessage({ ok: false, text: `He holds only ₹${partner.cash_in_hand}; enter at most that.` });
      return;
    }
    void run(async () => {
      await write('collect-partner-cash', { partner_id: partner.id, amount: amount.trim(), ...(note.trim() ? { note: note.trim() } : {}) });
      setAmount('');
      setNote('');
    }, `Recorded ₹${Number(amount).toFixed(2)} handed in.`);
  }

  const linked = new Set(stores.map((s) => s.id));
  const results = searched === null ? [] : (found.data?.data ?? []).filter((s) => !linked.has(s.id));
  const refuse: Decision = partner.status === 'APPROVED' ? 'SUSPEND' : 'REJECT';

  return (
    <section className="ad-card ap-edit" aria-labelledby="ap-edit-title" data-testid="partner-editor">
      <div className="ap-edit__head">
        <h2 id="ap-edit-title" className="ad-title ap-app__title" ref={heading} tabIndex={-1}>
          {partner.name} <StatusBadge status={partner.status} />
        </h2>
        <div className="ap-app__actions">
          {partner.status === 'APPROVED' ? null : (
            <button type="button" className="ad-button ad-button--primary" onClick={() => setDecision('APPROVE')} disabled={busy}>
              {partner.status === 'PENDING' ? 'Approve' : 'Re-approve'}
            </button>
          )}
          {partner.status === 'APPROVED' || partner.status === 'PENDING' ? (
            <button type="button" className="ad-button ad-button--danger" onClick={() => setDecision(refuse)} disabled={busy}>
              {refuse === 'SUSPEND' ? 'Suspend' : 'Reject'}
            </button>
          ) : null}
          <button type="button" className="ad-button ad-button--quiet" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
      {message && (
        <p className={message.ok ? 'ad-ok' : 'ad-error'} role={message.ok ? 'status' : 'alert'} style={{ gridColumn: '1 / -1' }}>
          {message.text}
        </p>
      )}
      {partner.review_note && partner.status !== 'APPROVED' && (
        <p className="ad-muted" style={{ gridColumn: '1 / -1' }}>
          Last reason: {partner.review_note}
        </p>
      )}

      <div>
        <h3>Stores</h3>
        {stores.length === 0 ? (
          <p className="ad-muted">No store linked: he gets no offers.</p>
        ) : (
          <ul className="ap-chips" aria-label="Linked stores">
            {stores.map((s) => (
              <li key={s.id} className="ap-chip">
                {s.name}
                <button type="button" className="ad-button ad-button--small ad-button--quiet" onClick={() => setStores(stores.filter((x) => x.id !== s.id))} aria-label={`Remove ${s.name}`}>
                  ✕
                </button>
              </li>
            ))}
          </ul>
        )}
        <form
          className="ad-toolbar"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            setSearched(storeQ.trim());
          }}
        >
          <label className="ad-field">
            <span className="ad-field__label">Find a store</span>
            <input className="ad-input" type="search" value={storeQ} onChange={(e) => setStoreQ(e.target.value)} placeholder="Store name" maxLength={100} />
          </label>
          <button type="submit" className="ad-button">
            Find
          </button>
        </form>
        {searched !== null && found.data && results.length === 0 && <p className="ad-muted">No other store found.</p>}
        {results.length > 0 && (
          <ul className="ap-found" aria-label="Stores found">
            {results.map((s) => (
              <li key={s.id}>
                <span>
                  {s.name} {s.approval !== 'APPROVED' && <StatusBadge status={s.approval} />}
                  <br />
                  <span className="ad-muted">{s.address}</span>
                </span>
                <button type="button" className="ad-button ad-button--small" onClick={() => setStores([...stores, { id: s.id, name: s.name }])} aria-label={`Add ${s.name}`}>
                  Add
                </button>
              </li>
            ))}
          </ul>
        )}
        <button type="button" className="ad-button ad-button--primary" onClick={() => void saveStores()} disabled={busy}>
          Save stores
        </button>
      </div>

      <form onSubmit={saveCommission} className="ad-form" noValidate>
        <h3>Commission</h3>
        <label className="ad-field">
          <span className="ad-field__label">Own commission (%)</span>
          <input className="ad-input" type="number" inputMode="decimal" min={0} max={100} step={0.5} value={commission} onChange={(e) => setCommission(e.target.value)} />
          <span className="ad-field__hint">0 = the delivery commission setting applies.</span>
        </label>
        <button type="submit" className="ad-button ad-button--primary" disabled={busy}>
          Save commission
        </button>
      </form>

      <form onSubmit={collect} className="ad-form" noValidate>
        <h3>Cash collected</h3>
        <p className="ad-muted">
          Holds <strong data-testid="cash-in-hand">₹{partner.cash_in_hand}</strong> in cash.
        </p>
        <label className="ad-field">
          <span className="ad-field__label">Amount handed in (₹)</span>
          <input className="ad-input" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} placeholder={partner.cash_in_hand} />
        </label>
        <label className="ad-field">
          <span className="ad-field__label">Note (optional)</span>
          <input className="ad-input" value={note} maxLength={300} onChange={(e) => setNote(e.target.value)} placeholder="Where and to whom" />
        </label>
        <button type="submit" className="ad-button ad-button--primary" disabled={busy || Number(partner.cash_in_hand) <= 0}>
          Record cash
        </button>
      </form>

      {decision && (
        <ReasonDialog
          title={`${{ APPROVE: 'Approve', SUSPEND: 'Suspend', REJECT: 'Reject' }[decision]} ${partner.name}?`}
          body={
            decision === 'APPROVE'
              ? 'The partner can go online and get delivery offers, and is told so.'
              : decision === 'SUSPEND'
                ? 'He goes offline at once and gets no offers until approved again. The reason is shown to him.'
                : 'He is not approved. The reason is shown to him.'
          }
          confirmLabel={{ APPROVE: 'Approve', SUSPEND: 'Suspend', REJECT: 'Reject' }[decision]}
          askReason={decision !== 'APPROVE'}
          danger={decision !== 'APPROVE'}
          onConfirm={async (reason) => {
            await write('approve-delivery-partner', { partner_id: partner.id, approved: decision === 'APPROVE', ...(reason ? { reason } : {}) });
            setMessage({ ok: true, text: decision === 'APPROVE' ? 'Approved.' : decision === 'SUSPEND' ? 'Suspended.' : 'Rejected.' });
            onChanged();
          }}
          onClose={() => setDecision(null)}
        />
      )}
    </section>
  );
}
