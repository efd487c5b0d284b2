import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { AdminCouponView, AdminCouponsResponse, AdminSaveCouponRequest } from '@keka/contracts';
import { errorText, useAdminQuery, useAdminWrite } from '../api';
import { AdminPage } from '../components/admin-shell';
import { CustomerPicker, GroupChoice } from '../components/customer-pickers';
import { StorePicker, type Picked } from '../components/pickers';
import { FormError, QueryProblems } from '../components/query-state';
import { fromWallTime, lazyZonedFormat, toWallTime } from '../../../lib/platform-time';

const day = lazyZonedFormat('en-IN', { dateStyle: 'medium' });

/** A datetime-local value ("2026-11-23T10:00") from an ISO time, on the platform's clock (not the browser's). */
const toLocalInput = (iso: string | null) => (iso ? toWallTime(new Date(iso)) : '');
/** The moment a datetime-local value names on the platform's clock. */
const fromLocalInput = (value: string) => fromWallTime(value)?.toISOString() ?? null;

interface Form {
  id?: number;
  code: string;
  name: string;
  description: string;
  discount_type: 'PERCENTAGE' | 'AMOUNT';
  discount: string;
  max_discount: string;
  min_subtotal: string;
  starts_at: string;
  expires_at: string;
  stores: { id: number; name: string }[];
  for_chosen_customers: boolean;
  customers: Picked[];
  group_ids: number[];
  max_uses_total: string;
  max_uses_per_user: string;
  first_order_only: boolean;
  is_public: boolean;
  hide_message: boolean;
  is_active: boolean;
}

const EMPTY: Form = {
  code: '',
  name: '',
  description: '',
  discount_type: 'AMOUNT',
  discount: '',
  max_discount: '',
  min_subtotal: '',
  starts_at: '',
  expires_at: '',
  stores: [],
  for_chosen_customers: false,
  customers: [],
  group_ids: [],
  max_uses_total: '',
  max_uses_per_user: '',
  first_order_only: false,
  is_public: true,
  hide_message: false,
  is_active: true,
};

const fromCoupon = (c: AdminCouponView): Form => ({
  id: c.id,
  code: c.code,
  name: c.name,
  description: c.description,
  discount_type: c.discount_type,
  discount: c.discount,
  max_discount: c.max_discount === '0.00' ? '' : c.max_discount,
  min_subtotal: c.min_subtotal === '0.00' ? '' : c.min_subtotal,
  starts_at: toLocalInput(c.starts_at),
  expires_at: toLocalInput(c.expires_at),
  stores: c.stores,
  for_chosen_customers: c.for_chosen_customers,
  customers: c.customers.map((u) => ({ id: u.id, name: u.name, note: u.contact })),
  group_ids: c.groups.map((g) => g.id),
  max_uses_total: c.max_uses_total === null ? '' : String(c.max_uses_total),
  max_uses_per_user: c.max_uses_per_user === null ? '' : String(c.max_uses_per_user),
  first_order_only: c.first_order_only,
  is_public: c.is_public,
  hide_message: c.hide_message,
  is_active: c.is_active,
});

function toRequest(f: Form): AdminSaveCouponRequest {
  const whole = (v: string) => (v.trim() === '' ? null : Number(v));
  return {
    ...(f.id ? { id: f.id } : {}),
    code: f.code,
    name: f.name,
    description: f.description,
    discount_type: f.discount_type,
    discount: f.discount,
    max_discount: f.discount_type === 'PERCENTAGE' ? f.max_discount || '0' : '0',
    min_subtotal: f.min_subtotal || '0',
    starts_at: f.starts_at ? fromLocalInput(f.starts_at) : null,
    expires_at: f.expires_at ? fromLocalInput(f.expires_at) : null,
    store_ids: f.stores.map((s) => s.id),
    for_chosen_customers: f.for_chosen_customers,
    customer_ids: f.for_chosen_customers ? f.customers.map((u) => u.id) : [],
    group_ids: f.for_chosen_customers ? f.group_ids : [],
    max_uses_total: whole(f.max_uses_total),
    max_uses_per_user: whole(f.max_uses_per_user),
    first_order_only: f.first_order_only,
    is_public: f.is_public,
    hide_message: f.hide_message,
    is_active: f.is_active,
  };
}

/**
 * Whether a customer can use it now: switched off, not started, expired (the moments the checkout's
 * coupon rule uses: it works from starts_at and stops at expires_at), or active.
 */
export function couponState(c: Pick<AdminCouponView, 'is_active' | 'starts_at' | 'expires_at'>, now: Date): 'off' | 'scheduled' | 'expired' | 'active' {
  if (!c.is_active) return 'off';
  if (c.expires_at && now.getTime() >= Date.parse(c.expires_at)) return 'expired';
  if (c.starts_at && now.getTime() < Date.parse(c.starts_at)) return 'scheduled';
  return 'active';
}

const COUPON_STATES = {
  active: ['ad-badge--ok', 'Active'],
  off: ['ad-badge--bad', 'Off'],
  expired: ['ad-badge--bad', 'Expired'],
  scheduled: ['', 'Not started'],
} as const;

function CouponState({ coupon }: { readonly coupon: AdminCouponView }) {
  const [tone, label] = COUPON_STATES[couponState(coupon, new Date())];
  return <span className={`ad-badge ${tone}`}>{label}</span>;
}

function validity(c: AdminCouponView): string {
  if (!c.starts_at && !c.expires_at) return 'Always';
  return `${c.starts_at ? day.format(new Date(c.starts_at)) : '…'} – ${c.expires_at ? day.format(new Date(c.expires_at)) : '…'}`;
}

function CouponForm({ initial, onDone, onCancel }: { initial: Form; onDone: (message: string) => void; onCancel: () => void }) {
  const [f, setF] = useState<Form>(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const write = useAdminWrite();
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setF((prev) => ({ ...prev, [key]: value }));
  const percent = f.discount_type === 'PERCENTAGE';
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    formRef.current?.scrollIntoView({ block: 'start' });
    formRef.current?.querySelector('input')?.focus();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (f.starts_at && f.expires_at && f.starts_at >= f.expires_at) {
      setError('The coupon must start before it ends.');
      return;
    }
    if (f.for_chosen_customers && f.customers.length === 0 && f.group_ids.length === 0) {
      setError('Choose at least one customer or group, or let every customer use it.');
      return;
    }
    setBusy(true);
    try {
      await write('save-coupon', toRequest(f));
      onDone(`${f.code.toUpperCase()} saved.`);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} className="ad-form ad-card" onSubmit={(e) => void submit(e)} aria-label={f.id ? `Edit coupon ${initial.code}` : 'New coupon'}>
      <h2 className="ad-subtitle">{f.id ? `Edit ${initial.code}` : 'New coupon'}</h2>
      <div className="ad-grid">
        <label className="ad-field">
          <span className="ad-field__label">Code</span>
          <input className="ad-input" required maxLength={20} pattern="[A-Za-z0-9]{3,20}" title="3 to 20 letters and digits" value={f.code} onChange={(e) => set('code', e.target.value.toUpperCase())} />
        </label>
        <label className="ad-field">
          <span className="ad-field__label">Name</span>
          <input className="ad-input" maxLength={80} value={f.name} onChange={(e) => set('name', e.target.value)} />
        </label>
        <label className="ad-field">
          <span className="ad-field__label">Type</span>
          <select className="ad-input" value={f.discount_type} onChange={(e) => set('discount_type', e.target.value === 'PERCENTAGE' ? 'PERCENTAGE' : 'AMOUNT')}>
            <option value="AMOUNT">Fixed amount (₹)</option>
            <option value="PERCENTAGE">Percentage (%)</option>
          </select>
        </label>
        <label className="ad-field">
          <span className="ad-field__label">{percent ? 'Discount (%)' : 'Discount (₹)'}</span>
          <input className="ad-input" required inputMode="decimal" value={f.discount} onChange={(e) => set('discount', e.target.value)} />
        </label>
        {percent && (
          <label className="ad-field">
            <span className="ad-field__label">Maximum discount (₹)</span>
            <input className="ad-input" required inputMode="decimal" value={f.max_discount} onChange={(e) => set('max_discount', e.target.value)} />
          </label>
        )}
        <label className="ad-field">
          <span className="ad-field__label">Minimum subtotal (₹)</span>
          <input className="ad-input" inputMode="decimal" placeholder="None" value={f.min_subtotal} onChange={(e) => set('min_subtotal', e.target.value)} />
        </label>
        <label className="ad-field">
          <span className="ad-field__label">Valid from</span>
          <input className="ad-input" type="datetime-local" value={f.starts_at} onChange={(e) => set('starts_at', e.target.value)} />
        </label>
        <label className="ad-field">
          <span className="ad-field__label">Valid to</span>
          <input className="ad-input" type="datetime-local" value={f.expires_at} onChange={(e) => set('expires_at', e.target.value)} />
        </label>
        <label className="ad-field">
          <span className="ad-field__label">Total uses limit</span>
          <input className="ad-input" type="number" min={1} placeholder="No limit" value={f.max_uses_total} onChange={(e) => set('max_uses_total', e.target.value)} />
        </label>
        <label className="ad-field">
          <span className="ad-field__label">Uses per customer</span>
          <input className="ad-input" type="number" min={1} placeholder="No limit" value={f.max_uses_per_user} onChange={(e) => set('max_uses_per_user', e.target.value)} />
        </label>
      </div>
      <label className="ad-field">
        <span className="ad-field__label">Description</span>
        <input className="ad-input" maxLength={300} value={f.description} onChange={(e) => set('description', e.target.value)} />
      </label>
      <StorePicker label="Stores" chosen={f.stores} onChange={(stores) => set('stores', stores)} />
      <fieldset className="ad-field ad-picker">
        <legend className="ad-field__label">Who can use it</legend>
        <div className="ad-toolbar">
          <label className="ad-check">
            <input type="radio" name="coupon-audience" checked={!f.for_chosen_customers} onChange={() => set('for_chosen_customers', false)} /> Every customer
          </label>
          <label className="ad-check">
            <input type="radio" name="coupon-audience" checked={f.for_chosen_customers} onChange={() => set('for_chosen_customers', true)} /> Only chosen customers and groups
          </label>
        </div>
        {f.for_chosen_customers ? (
          <>
            <p className="ad-muted">Anyone else who types the code is told it is invalid.</p>
            <GroupChoice chosen={f.group_ids} onChange={(ids) => set('group_ids', ids)} />
            <CustomerPicker label="Customers" chosen={f.customers} onChange={(customers) => set('customers', customers)} />
          </>
        ) : null}
      </fieldset>
      <div className="ad-toolbar">
        {(
          [
            ['first_order_only', 'New users only (first order)'],
            ['is_public', 'Listed on the coupons page'],
            ['hide_message', 'Hide refusal messages'],
            ['is_active', 'Active'],
          ] as const
        ).map(([key, label]) => (
          <label key={key} className="ad-check">
            <input type="checkbox" checked={f[key]} onChange={(e) => set(key, e.target.checked)} /> {label}
          </label>
        ))}
      </div>
      <FormError text={error} />
      <div className="ad-toolbar">
        <button type="submit" className="ad-button ad-button--primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save coupon'}
        </button>
        <button type="button" className="ad-button ad-button--quiet" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** /admin/coupons: every coupon with its rules and the orders that used it; add, edit, switch off, delete. */
export function CouponsPage() {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [editing, setEditing] = useState<Form | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const query = useAdminQuery<AdminCouponsResponse>('get-coupons', { q, limit: 100 });
  const write = useAdminWrite();
  const rows = query.data?.data ?? [];

  async function act(name: string, body: unknown, done: string) {
    setActionError(null);
    try {
      const res = await write<{ outcome?: string }>(name, body);
      setNotice(res.outcome === 'deactivated' ? 'Orders used this coupon, so it was switched off instead of deleted.' : done);
      query.refetch();
    } catch (e) {
      setActionError(errorText(e));
    }
  }

  return (
    <AdminPage
      title="Coupons"
      actions={
        <button type="button" className="ad-button ad-button--primary" onClick={() => setEditing({ ...EMPTY })}>
          New coupon
        </button>
      }
    >
      {editing && (
        <CouponForm
          key={editing.id ?? 'new'}
          initial={editing}
          onCancel={() => setEditing(null)}
          onDone={(message) => {
            setEditing(null);
            setNotice(message);
            query.refetch();
          }}
        />
      )}
      <form
        className="ad-toolbar"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setQ(typed.trim());
        }}
      >
        <label className="ad-field ad-field--inline">
          <span className="ad-field__label">Search</span>
          <input className="ad-input" type="search" value={typed} onChange={(e) => setTyped(e.target.value)} placeholder="Code or name" />
        </label>
        <button type="submit" className="ad-button">
          Search
        </button>
      </form>
      {notice ? (
        <p className="ad-ok" role="status">
          {notice}
        </p>
      ) : null}
      <FormError text={actionError} />
      <QueryProblems query={query} />
      {query.data && rows.length === 0 ? <p className="ad-empty">No coupons found.</p> : null}
      {rows.length > 0 && (
        <div className="ad-scroll">
        <table className="ad-table">
          <caption className="ad-visually-hidden">Coupons, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Discount</th>
              <th scope="col">Rules</th>
              <th scope="col">Validity</th>
              <th scope="col">Orders</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <tr key={c.id}>
                <td>
                  <strong>{c.code}</strong>
                  <div className="ad-muted">{c.name}</div>
                  {c.owner ? <span className="ad-badge ad-badge--warn">personal (scratch card) · {c.owner.name}</span> : null}
                </td>
                <td>
                  {c.discount_type === 'PERCENTAGE' ? (c.max_discount === '0.00' ? `${c.discount}% (no cap)` : `${c.discount}% up to ₹${c.max_discount}`) : `₹${c.discount}`}
                  <div className="ad-muted">{c.discount_type === 'PERCENTAGE' ? 'Percentage' : 'Fixed'}</div>
                </td>
                <td className="ad-muted">
                  {[
                    c.min_subtotal !== '0.00' ? `min ₹${c.min_subtotal}` : null,
                    c.first_order_only ? 'new users only' : null,
                    c.max_uses_per_user ? `${c.max_uses_per_user}/customer` : null,
                    c.max_uses_total ? `${c.max_uses_total} in all` : null,
                    c.stores.length ? c.stores.map((s) => s.name).join(', ') : null,
                    c.for_chosen_customers ? `only ${[...c.groups.map((g) => g.name), ...(c.customers.length ? [`${c.customers.length} customer${c.customers.length === 1 ? '' : 's'}`] : [])].join(', ')}` : null,
                  ]
                    .filter(Boolean)
                    .join(' · ') || '—'}
                </td>
                <td className="ad-nowrap">{validity(c)}</td>
                <td className="ad-num">{c.orders_count}</td>
                <td className="ad-nowrap">
                  <CouponState coupon={c} />
                </td>
                <td className="ad-nowrap">
                  {c.owner ? (
                    <span className="ad-muted">Read-only</span>
                  ) : (
                    <>
                      <button type="button" className="ad-button ad-button--small" onClick={() => setEditing(fromCoupon(c))} aria-label={`Edit ${c.code}`}>
                        Edit
                      </button>{' '}
                      <button type="button" className="ad-button ad-button--small ad-button--quiet" onClick={() => void act('set-coupon-active', { id: c.id, is_active: !c.is_active }, `${c.code} ${c.is_active ? 'switched off' : 'switched on'}.`)}>
                        {c.is_active ? 'Deactivate' : 'Activate'}
                      </button>{' '}
                      <button
                        type="button"
                        className="ad-button ad-button--small ad-button--danger"
                        aria-label={`Delete ${c.code}`}
                        onClick={() => {
                          if (window.confirm(`Delete ${c.code}? A coupon orders used is switched off instead.`)) void act('delete-coupon', { id: c.id }, `${c.code} deleted.`);
                        }}
                      >
                        Delete
                      </button>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        </div>
      )}
    </AdminPage>
  );
}
