import { useEffect, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../../lib/link';
import type { AdminStoreDetail, AdminStoreOwner, AdminStoreResponse } from '@keka/contracts';
import { ApiError } from '../../../lib/api';
import { errorText, useAdminQuery, useAdminWrite } from '../api';
import { AdminPage } from '../components/admin-shell';
import { ReasonDialog } from '../components/reason-dialog';
import { useAdminSession } from '../session';
import { checkStoreChanges, focusFirstInvalid, type FieldValue } from './checks';
import { RadiusMap } from './radius-map';
import { FormError, FormNotice, QueryError } from '../components/query-state';

type Kind = 'text' | 'textarea' | 'number' | 'money' | 'bool' | 'time' | 'select';
interface FieldDef {
  readonly key: keyof AdminStoreDetail;
  readonly label: string;
  readonly kind: Kind;
  readonly hint?: string;
  /** Empty input means null. */
  readonly nullable?: boolean;
  readonly options?: readonly (readonly [string, string])[];
  readonly max?: number;
  readonly step?: string;
}

/** Every editable field of SPEC §3 "Restaurant info", in groups. */
const GROUPS: readonly { title: string; fields: readonly FieldDef[] }[] = [
  {
    title: 'Basics',
    fields: [
      { key: 'name', label: 'Name', kind: 'text', max: 80 },
      { key: 'slug', label: 'Web address (slug)', kind: 'text', max: 80, hint: 'Lower-case letters, digits and hyphens' },
      { key: 'description', label: 'Description', kind: 'textarea', max: 300 },
      { key: 'kind', label: 'Kind', kind: 'select', options: [['RESTAURANT', 'Restaurant'], ['GROCERY', 'Grocery']] },
      { key: 'store_type', label: 'Store type', kind: 'text', max: 40, hint: 'Groups stores under /store-type/…' },
      { key: 'quick_bite', label: 'Quick bite tag', kind: 'text', max: 40, nullable: true, hint: 'Empty: not a quick bite' },
      { key: 'phone', label: 'Phone', kind: 'text', max: 16, nullable: true },
      { key: 'address', label: 'Address', kind: 'textarea', max: 300 },
    ],
  },
  {
    title: 'Location and delivery area',
    fields: [
      { key: 'city_id', label: 'City', kind: 'select' },
      { key: 'latitude', label: 'Latitude', kind: 'number', step: 'any', hint: '−90 to 90' },
      { key: 'longitude', label: 'Longitude', kind: 'number', step: 'any', hint: '−180 to 180' },
      { key: 'delivery_radius', label: 'Delivery radius (km)', kind: 'number', step: '0.1', hint: '0.5 to 50 km' },
      { key: 'accepts_delivery', label: 'Delivers', kind: 'bool' },
      { key: 'accepts_self_pickup', label: 'Self-pickup', kind: 'bool' },
    ],
  },
  {
    title: 'Charges',
    fields: [
      { key: 'cost_for_two', label: 'Cost for two (₹)', kind: 'money' },
      { key: 'min_order_price', label: 'Minimum order (₹)', kind: 'money' },
      { key: 'restaurant_charges', label: 'Packing / restaurant charges (₹)', kind: 'money' },
      { key: 'surcharge', label: 'Surcharge (₹)', kind: 'money' },
      { key: 'delivery_charge_type', label: 'Delivery charge', kind: 'select', options: [['FIXED', 'Fixed'], ['DYNAMIC', 'By distance']] },
      { key: 'delivery_charges', label: 'Fixed delivery charge (₹)', kind: 'money' },
      { key: 'base_delivery_distance', label: 'Base distance (km)', kind: 'number', step: '0.1' },
      { key: 'base_delivery_charge', label: 'Base charge (₹)', kind: 'money' },
      { key: 'extra_delivery_distance', label: 'Each extra (km)', kind: 'number', step: '0.1' },
      { key: 'extra_delivery_charge', label: 'Extra charge (₹)', kind: 'money' },
      { key: 'enable_tax', label: 'Charge tax', kind: 'bool' },
      { key: 'tax_value', label: 'Tax (%)', kind: 'number', step: '0.01', hint: '0 to 50' },
      { key: 'is_free_delivery', label: 'First order delivered free', kind: 'bool' },
    ],
  },
  {
    title: 'Kitchen and hours',
    fields: [
      { key: 'delivery_time', label: 'Delivery time (min)', kind: 'number', step: '1', hint: '5 to 180' },
      { key: 'preparation_time', label: 'Preparation time (min)', kind: 'number', step: '1', hint: '1 to 180' },
      { key: 'opens_at', label: 'Opens at', kind: 'time', nullable: true, hint: 'Both empty: open all day' },
      { key: 'closes_at', label: 'Closes at', kind: 'time', nullable: true },
    ],
  },
  {
    title: 'Listing and platform',
    fields: [
      { key: 'is_pure_veg', label: 'Pure veg', kind: 'bool' },
      { key: 'is_fresh', label: 'Fresh (slots, single-store page)', kind: 'bool' },
      { key: 'is_featured', label: 'Featured', kind: 'bool' },
      { key: 'sort_order', label: 'Sort order', kind: 'number', step: '1' },
      { key: 'commission_percent', label: 'Platform commission (%)', kind: 'number', step: '0.01', hint: "The platform's share of the item total" },
    ],
  },
];
const FIELDS = GROUPS.flatMap((g) => g.fields);
const NUMBER_KINDS: readonly Kind[] = ['number'];

type Draft = Record<string, string | boolean>;

function toDraft(s: AdminStoreDetail): Draft {
  const draft: Draft = { image: s.image, cover_image: s.cover_image ?? '' };
  for (const f of FIELDS) {
    const v = s[f.key];
    draft[f.key] = typeof v === 'boolean' ? v : v === null ? '' : String(v);
  }
  return draft;
}

/** The draft's changed fields, typed as the server wants them. */
function changesOf(draft: Draft, original: Draft): Record<string, FieldValue> {
  const out: Record<string, FieldValue> = {};
  for (const key of Object.keys(draft)) {
    const value = draft[key];
    if (value === undefined || value === original[key]) continue;
    const def = FIELDS.find((f) => f.key === key);
    if (typeof value === 'boolean') out[key] = value;
    else if (key === 'city_id') out[key] = Number(value);
    else if (def && NUMBER_KINDS.includes(def.kind)) out[key] = value.trim() === '' ? Number.NaN : Number(value);
    else if ((def?.nullable || key === 'cover_image') && value.trim() === '') out[key] = null;
    else out[key] = value;
  }
  // Hours go together (both or neither).
  if ('opens_at' in out || 'closes_at' in out) {
    out.opens_at = draft.opens_at === '' ? null : (draft.opens_at ?? null);
    out.closes_at = draft.closes_at === '' ? null : (draft.closes_at ?? null);
  }
  return out;
}

async function uploadPicture(file: File, token: string): Promise<string> {
  const response = await fetch('/api/store/upload-image', { method: 'POST', headers: { 'Content-Type': file.type || 'application/octet-stream', Authorization: `Bearer ${token}` }, body: file }).catch(() => {
    throw new ApiError('NETWORK', 'You seem to be offline. Check your connection and try again.', 0);
  });
  const payload = (await response.json().catch(() => null)) as { data?: { image: string }; code?: string; message?: string } | null;
  if (!response.ok || !payload?.data) throw new ApiError(payload?.code ?? 'HTTP_ERROR', payload?.message ?? `The server answered ${response.status}.`, response.status);
  return payload.data.image;
}

/** /admin/stores/:id — every field, the radius map, the owners, open/close. */
export function StoreEditPage() {
  const id = Number(useParams().id);
  const query = useAdminQuery<AdminStoreResponse>('get-store', { store_id: Number.isInteger(id) && id > 0 ? id : 0 });
  const { refetch } = query;
  // A page opened again shows what the server has now, not a cached copy.
  useEffect(() => refetch(), [refetch]);
  const [fresh, setFresh] = useState<AdminStoreResponse['data'] | null>(null);
  const data = fresh && fresh.store.id === id ? fresh : query.data?.data;

  if (!Number.isInteger(id) || id <= 0) return <StoreMissing />;
  if (query.error && !data) {
    return (
      <AdminPage title="Store">
        <BackLink />
        <QueryError error={query.error} retry={refetch} />
      </AdminPage>
    );
  }
  if (!data) {
    return (
      <AdminPage title="Store">
        <p className="ad-muted">Loading…</p>
      </AdminPage>
    );
  }
  return <StoreEditor key={`${data.store.id}`} data={data} onSaved={setFresh} />;
}

function StoreMissing() {
  return (
    <AdminPage title="Store">
      <BackLink />
      <p className="ad-empty">No such store.</p>
    </AdminPage>
  );
}

const BackLink = () => (
  <p>
    <Link to="/admin/stores">← All stores</Link>
  </p>
);

function StoreEditor({ data, onSaved }: { readonly data: AdminStoreResponse['data']; readonly onSaved: (d: AdminStoreResponse['data']) => void }) {
  const write = useAdminWrite();
  const token = useAdminSession()?.auth_token ?? '';
  const { store } = data;
  const [original, setOriginal] = useState<Draft>(() => toDraft(store));
  const [draft, setDraft] = useState<Draft>(original);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState<string | null>(null);
  const [confirmSwitch, setConfirmSwitch] = useState(false);
  const changes = changesOf(draft, original);
  const dirty = Object.keys(changes).length > 0;

  const set = (key: string, value: string | boolean) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setMessage(null);
  };

  function applied(next: AdminStoreResponse['data'], text: string) {
    const d = toDraft(next.store);
    setOriginal(d);
    setDraft(d);
    setReason('');
    setErrors({});
    setMessage({ ok: true, text });
    onSaved(next);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (busy || !dirty) return;
    const found = checkStoreChanges(changes);
    if (reason.trim() !== '' && reason.trim().length < 3) found.reason = 'Give a reason of at least 3 characters, or none.';
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setMessage({ ok: false, text: 'Some fields need a fix (marked in red).' });
      focusFirstInvalid(event.currentTarget as HTMLElement);
      return;
    }
    setBusy(true);
    try {
      const res = await write<AdminStoreResponse>('update-store', { store_id: store.id, changes, ...(reason.trim() ? { reason: reason.trim() } : {}) });
      applied(res.data, 'Saved. Customers see the change now.');
    } catch (e) {
      setMessage({ ok: false, text: errorText(e) });
    } finally {
      setBusy(false);
    }
  }

  async function upload(key: 'image' | 'cover_image', file: File | undefined) {
    if (!file) return;
    setUploading(key);
    setMessage(null);
    try {
      set(key, await uploadPicture(file, token));
      setMessage({ ok: true, text: 'Picture uploaded. Save to use it.' });
    } catch (e) {
      setMessage({ ok: false, text: errorText(e) });
    } finally {
      setUploading(null);
    }
  }

  const current = data.store;
  const num = (key: string) => Number(draft[key]);
  return (
    <AdminPage
      title={current.name}
      actions={
        <>
          <span className={`ad-badge ad-st-headbadge ${current.is_active ? 'ad-badge--ok' : 'ad-badge--bad'}`}>{current.is_active ? 'Open' : 'Closed'}</span>
          <span className="ad-badge ad-st-headbadge">{current.approval.toLowerCase()}</span>
          <button type="button" className={`ad-button ${current.is_active ? 'ad-button--danger' : 'ad-button--primary'}`} onClick={() => setConfirmSwitch(true)}>
            {current.is_active ? 'Close store' : 'Open store'}
          </button>
        </>
      }
    >
      <BackLink />
      <p className="ad-subtitle">
        #{current.id} · /{current.slug} · rated {current.rating.toFixed(1)} by {current.rating_count}
      </p>
      <div className="ad-st-layout">
        <form className="ad-st-form" onSubmit={(e) => void save(e)} noValidate aria-label="Store details">
          <fieldset className="ad-card ad-st-group">
            <legend>Pictures</legend>
            <div className="ad-st-pictures">
              {(['image', 'cover_image'] as const).map((key) => (
                <div key={key} className="ad-st-picture">
                  <span className="ad-field__label">{key === 'image' ? 'Store picture' : 'Cover picture'}</span>
                  {draft[key] ? <img src={String(draft[key])} alt="" width={160} height={100} /> : <span className="ad-st-noimage">No picture</span>}
                  <label className="ad-button ad-button--small ad-st-file">
                    {uploading === key ? 'Uploading…' : 'Replace picture'}
                    <input type="file" accept="image/jpeg,image/png,image/webp" className="ad-visually-hidden" aria-label={`Replace ${key === 'image' ? 'store' : 'cover'} picture`} onChange={(e) => void upload(key, e.target.files?.[0])} disabled={uploading !== null} />
                  </label>
                  {errors[key] && <span className="ad-field__error">{errors[key]}</span>}
                </div>
              ))}
            </div>
            <p className="ad-field__hint">JPEG, PNG or WebP up to 2 MB; stored as WebP. SVG and other files are refused.</p>
          </fieldset>
          {GROUPS.map((group) => (
            <fieldset key={group.title} className="ad-card ad-st-group">
              <legend>{group.title}</legend>
              <div className="ad-grid">
                {group.fields.map((f) => (
                  <Field key={f.key} def={f} value={draft[f.key] ?? ''} error={errors[f.key]} changed={draft[f.key] !== original[f.key]} cities={data.cities} onChange={(v) => set(f.key, v)} />
                ))}
              </div>
              {group.title === 'Location and delivery area' && (
                <RadiusMap latitude={num('latitude')} longitude={num('longitude')} radius={num('delivery_radius')} stores={data.nearby_stores} places={data.places} />
              )}
            </fieldset>
          ))}
          <div className="ad-card ad-st-save">
            <label className="ad-field ad-st-save__reason">
              <span className="ad-field__label">Reason (optional, kept in the audit log)</span>
              <input className="ad-input" value={reason} maxLength={300} onChange={(e) => setReason(e.target.value)} aria-invalid={errors.reason ? true : undefined} />
              {errors.reason && <span className="ad-field__error">{errors.reason}</span>}
            </label>
            <FormNotice message={message} />
            <div className="ad-st-save__actions">
              <span className="ad-muted">{dirty ? `${Object.keys(changes).length} field(s) changed` : 'No changes'}</span>
              <button type="button" className="ad-button ad-button--quiet" disabled={!dirty || busy} onClick={() => setDraft(original)}>
                Undo changes
              </button>
              <button type="submit" className="ad-button ad-button--primary" disabled={!dirty || busy} aria-busy={busy}>
                {busy ? 'Saving…' : 'Save changes'}
              </button>
            </div>
          </div>
        </form>
        <Owners storeId={current.id} owners={data.owners} onChange={(owners) => onSaved({ ...data, owners })} />
      </div>
      {confirmSwitch && (
        <ReasonDialog
          title={current.is_active ? 'Close this store?' : 'Open this store?'}
          body={current.is_active ? 'Customers see it closed at once and cannot order from it.' : 'Customers can order from it again at once.'}
          confirmLabel={current.is_active ? 'Close store' : 'Open store'}
          danger={current.is_active}
          onClose={() => setConfirmSwitch(false)}
          onConfirm={async (why) => {
            const res = await write<AdminStoreResponse>('update-store', { store_id: current.id, changes: { is_active: !current.is_active }, ...(why.length >= 3 ? { reason: why } : {}) });
            applied(res.data, res.data.store.is_active ? 'The store is open.' : 'The store is closed.');
          }}
        />
      )}
    </AdminPage>
  );
}

function Field({
  def,
  value,
  error,
  changed,
  cities,
  onChange,
}: {
  readonly def: FieldDef;
  readonly value: string | boolean;
  readonly error: string | undefined;
  readonly changed: boolean;
  readonly cities: AdminStoreResponse['data']['cities'];
  readonly onChange: (v: string | boolean) => void;
}) {
  const invalid = error ? true : undefined;
  const label = (
    <span className="ad-field__label">
      {def.label}
      {changed && <span className="ad-st-changed"> · changed</span>}
    </span>
  );
  const hint = def.hint ? <span className="ad-field__hint">{def.hint}</span> : null;
  const err = error ? <span className="ad-field__error">{error}</span> : null;
  if (def.kind === 'bool') {
    return (
      <label className="ad-field ad-field--check">
        <input type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} />
        {label}
      </label>
    );
  }
  const text = String(value);
  let input;
  if (def.kind === 'textarea') input = <textarea className="ad-input" rows={3} maxLength={def.max} value={text} aria-invalid={invalid} onChange={(e) => onChange(e.target.value)} />;
  else if (def.kind === 'select') {
    const options = def.key === 'city_id' ? cities.map((c) => [String(c.id), `${c.name}, ${c.state}`] as const) : (def.options ?? []);
    input = (
      <select className="ad-input" value={text} aria-invalid={invalid} onChange={(e) => onChange(e.target.value)}>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    );
  } else
    input = (
      <input
        className="ad-input"
        type={def.kind === 'time' ? 'time' : 'text'}
        inputMode={def.kind === 'number' || def.kind === 'money' ? 'decimal' : undefined}
        maxLength={def.max ?? 20}
        value={text}
        aria-invalid={invalid}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  return (
    <label className="ad-field">
      {label}
      {input}
      {hint}
      {err}
    </label>
  );
}

function Owners({ storeId, owners, onChange }: { readonly storeId: number; readonly owners: readonly AdminStoreOwner[]; readonly onChange: (o: AdminStoreOwner[]) => void }) {
  const write = useAdminWrite();
  const [login, setLogin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [ok, setOk] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<AdminStoreOwner | null>(null);

  async function link(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (login.trim().length < 3) {
      setError('Enter the e-mail or phone of a store-owner account.');
      return;
    }
    setBusy(true);
    setError(null);
    setOk(null);
    try {
      const res = await write<{ data: AdminStoreOwner[] }>('link-store-owner', { store_id: storeId, login: login.trim() });
      onChange(res.data);
      setLogin('');
      setOk('Owner linked. They see this store in the store app now.');
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="ad-card ad-st-owners" aria-labelledby="ad-st-owners-title">
      <h2 id="ad-st-owners-title" className="ad-subtitle">
        Owners
      </h2>
      {owners.length === 0 ? (
        <p className="ad-empty">No owner: nobody manages this store in the store app.</p>
      ) : (
        <ul className="ad-st-ownerlist">
          {owners.map((o) => (
            <li key={o.user_id}>
              <span>
                <strong>{o.name}</strong>
                <br />
                <span className="ad-muted">{[o.email, o.phone].filter(Boolean).join(' · ')}</span>
              </span>
              <button type="button" className="ad-button ad-button--small ad-button--quiet" onClick={() => setRemoving(o)} aria-label={`Unlink ${o.name}`}>
                Unlink
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={(e) => void link(e)} className="ad-st-link" noValidate>
        <label className="ad-field">
          <span className="ad-field__label">Link a store-owner account</span>
          <input className="ad-input" value={login} maxLength={120} placeholder="E-mail or phone" onChange={(e) => setLogin(e.target.value)} aria-invalid={error ? true : undefined} />
        </label>
        <button type="submit" className="ad-button" disabled={busy} aria-busy={busy}>
          Link owner
        </button>
      </form>
      <FormError text={error} />
      {ok && (
        <p className="ad-ok" role="status">
          {ok}
        </p>
      )}
      {removing && (
        <ReasonDialog
          title={`Unlink ${removing.name}?`}
          body="They no longer see or manage this store in the store app. Their account stays."
          confirmLabel="Unlink"
          danger
          askReason
          onClose={() => setRemoving(null)}
          onConfirm={async (why) => {
            const res = await write<{ data: AdminStoreOwner[] }>('unlink-store-owner', { store_id: storeId, user_id: removing.user_id, reason: why });
            onChange(res.data);
            setOk(`${removing.name} was unlinked.`);
          }}
        />
      )}
    </section>
  );
}
