import { useEffect, useState, type FormEvent } from 'react';
import type { AdminCitiesResponse, AdminCityView } from '@keka/contracts';
import { errorText, useAdminQuery, useAdminWrite } from '../api';
import { AdminPage } from '../components/admin-shell';
import { checkNumber, checkRupees, checkText, focusFirstInvalid } from './checks';
import './stores.css';
import { FormError, QueryError } from '../components/query-state';

interface CityDraft {
  id?: number;
  name: string;
  state: string;
  latitude: string;
  longitude: string;
  is_surg_enabled: boolean;
  surg_amount: string;
}

const EMPTY: CityDraft = { name: '', state: '', latitude: '', longitude: '', is_surg_enabled: false, surg_amount: '0' };
const draftOf = (c: AdminCityView): CityDraft => ({ id: c.id, name: c.name, state: c.state, latitude: String(c.latitude), longitude: String(c.longitude), is_surg_enabled: c.is_surg_enabled, surg_amount: c.surg_amount });

/** /admin/cities: the cities stores belong to, their centre and their delivery surge (SPEC §9). */
export function CitiesPage() {
  const query = useAdminQuery<AdminCitiesResponse>('get-cities');
  const { refetch } = query;
  useEffect(() => refetch(), [refetch]);
  const [editing, setEditing] = useState<CityDraft | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const rows = query.data?.data ?? [];

  return (
    <AdminPage
      title="Cities and surge"
      actions={
        <button
          type="button"
          className="ad-button ad-button--primary"
          onClick={() => {
            setSaved(null);
            setEditing({ ...EMPTY });
          }}
        >
          Add a city
        </button>
      }
    >
      <p className="ad-muted">When surge is on, its amount is added to every delivery fee in the city.</p>
      {saved && (
        <p className="ad-ok" role="status">
          {saved}
        </p>
      )}
      {editing && (
        <CityForm
          key={editing.id ?? 'new'}
          initial={editing}
          onCancel={() => setEditing(null)}
          onSaved={(city) => {
            setEditing(null);
            setSaved(`${city.name} was saved.`);
            refetch();
          }}
        />
      )}
      {query.error ? (
        <QueryError error={query.error} retry={refetch} />
      ) : null}
      {query.isLoading && !query.data ? <p className="ad-muted">Loading…</p> : null}
      {query.data && rows.length === 0 ? <p className="ad-empty">No cities yet. Add the first one.</p> : null}
      {rows.length > 0 && (
        <table className="ad-table">
          <caption className="ad-visually-hidden">Cities</caption>
          <thead>
            <tr>
              <th scope="col">City</th>
              <th scope="col">Centre</th>
              <th scope="col">Surge</th>
              <th scope="col" className="ad-num">
                Stores
              </th>
              <th scope="col">
                <span className="ad-visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <tr key={c.id}>
                <td>
                  <strong>{c.name}</strong>
                  <br />
                  <span className="ad-muted">{c.state}</span>
                </td>
                <td className="ad-nowrap">
                  {c.latitude.toFixed(4)}, {c.longitude.toFixed(4)}
                </td>
                <td>{c.is_surg_enabled ? <span className="ad-badge ad-badge--warn">On · ₹{c.surg_amount}</span> : <span className="ad-muted">Off (₹{c.surg_amount} when on)</span>}</td>
                <td className="ad-num">{c.store_count}</td>
                <td>
                  <button
                    type="button"
                    className="ad-button ad-button--small"
                    aria-label={`Edit ${c.name}`}
                    onClick={() => {
                      setSaved(null);
                      setEditing(draftOf(c));
                    }}
                  >
                    Edit
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </AdminPage>
  );
}

function CityForm({ initial, onCancel, onSaved }: { readonly initial: CityDraft; readonly onCancel: () => void; readonly onSaved: (c: AdminCityView) => void }) {
  const write = useAdminWrite();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof CityDraft>(key: K, value: CityDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const body = { ...draft, latitude: draft.latitude.trim() === '' ? Number.NaN : Number(draft.latitude), longitude: draft.longitude.trim() === '' ? Number.NaN : Number(draft.longitude) };
    const problems = {
      name: checkText(body.name, 2, 60),
      state: checkText(body.state, 2, 60),
      latitude: checkNumber(body.latitude, { min: -90, max: 90 }),
      longitude: checkNumber(body.longitude, { min: -180, max: 180 }),
      surg_amount: checkRupees(body.surg_amount, 100_000),
    };
    const found = Object.fromEntries(Object.entries(problems).filter((e): e is [string, string] => e[1] !== null));
    if (Object.keys(found).length > 0) {
      setErrors(found);
      focusFirstInvalid(event.currentTarget as HTMLElement);
      return;
    }
    setErrors({});
    setBusy(true);
    setError(null);
    try {
      const res = await write<{ data: AdminCityView }>('save-city', body);
      onSaved(res.data);
    } catch (e) {
      setError(errorText(e));
      setBusy(false);
    }
  }

  const input = (key: 'name' | 'state' | 'latitude' | 'longitude' | 'surg_amount', label: string, hint?: string) => (
    <label className="ad-field">
      <span className="ad-field__label">{label}</span>
      <input className="ad-input" value={draft[key]} maxLength={60} inputMode={key === 'name' || key === 'state' ? undefined : 'decimal'} aria-invalid={errors[key] ? true : undefined} onChange={(e) => set(key, e.target.value)} />
      {hint && <span className="ad-field__hint">{hint}</span>}
      {errors[key] && <span className="ad-field__error">{errors[key]}</span>}
    </label>
  );

  return (
    <form className="ad-card ad-st-group ad-st-cityform" onSubmit={(e) => void submit(e)} noValidate aria-label={initial.id ? `Edit ${initial.name}` : 'Add a city'}>
      <h2 className="ad-subtitle">{initial.id ? `Edit ${initial.name}` : 'Add a city'}</h2>
      <div className="ad-grid">
        {input('name', 'Name')}
        {input('state', 'State')}
        {input('latitude', 'Centre latitude', '−90 to 90')}
        {input('longitude', 'Centre longitude', '−180 to 180')}
        {input('surg_amount', 'Surge amount (₹)', 'Up to ₹1,000')}
        <label className="ad-field ad-field--check">
          <input type="checkbox" checked={draft.is_surg_enabled} onChange={(e) => set('is_surg_enabled', e.target.checked)} />
          <span className="ad-field__label">Surge on</span>
        </label>
      </div>
      <FormError text={error} />
      <div className="ad-st-save__actions">
        <button type="button" className="ad-button ad-button--quiet" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="ad-button ad-button--primary" disabled={busy} aria-busy={busy}>
          {busy ? 'Saving…' : 'Save city'}
        </button>
      </div>
    </form>
  );
}
