import { useState, type FormEvent } from 'react';
import type { AdminGetLocationsResponse, AdminLocationView } from '@keka/contracts';
import { errorText, useAdminWrite } from '../api';
import { AdminPage } from '../components/admin-shell';
import { ReasonDialog } from '../components/reason-dialog';
import { useFreshAdminQuery } from './fresh-query';
import '../admin-settings.css';
import { QueryProblems } from '../components/query-state';

interface Draft {
  readonly id: number | null;
  readonly name: string;
  readonly address: string;
  readonly latitude: string;
  readonly longitude: string;
  readonly active: boolean;
}

const EMPTY: Draft = { id: null, name: '', address: '', latitude: '', longitude: '', active: true };
const draftOf = (l: AdminLocationView): Draft => ({ id: l.id, name: l.name, address: l.address, latitude: String(l.latitude), longitude: String(l.longitude), active: l.is_active });

function coordinateProblem(text: string, limit: number, what: string): string | null {
  if (!/^-?\d{1,3}(\.\d+)?$/.test(text.trim())) return `${what} must be a number such as ${limit === 90 ? '12.9716' : '77.5946'}.`;
  return Math.abs(Number(text)) > limit ? `${what} must be between -${limit} and ${limit}.` : null;
}

/** /admin/locations: the popular places customers pick before they share a location; add, edit, delete, order. */
export function LocationsPage() {
  const query = useFreshAdminQuery<AdminGetLocationsResponse>('get-locations');
  const write = useAdminWrite();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<AdminLocationView | null>(null);
  const rows = query.data?.data ?? [];

  const edit = (changes: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...changes }));
    setError(null);
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem =
      (!draft.name.trim() && 'Give the place a name.') ||
      (!draft.address.trim() && 'Give the place an address.') ||
      coordinateProblem(draft.latitude, 90, 'Latitude') ||
      coordinateProblem(draft.longitude, 180, 'Longitude');
    if (problem) return setError(problem);
    setBusy(true);
    try {
      await write('save-location', {
        ...(draft.id ? { id: draft.id } : {}),
        name: draft.name.trim(),
        address: draft.address.trim(),
        latitude: Number(draft.latitude),
        longitude: Number(draft.longitude),
        is_active: draft.active,
      });
      setMessage(draft.id ? `Saved ${draft.name.trim()}.` : `Added ${draft.name.trim()}.`);
      setDraft(EMPTY);
      query.refetch();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  async function move(index: number, by: -1 | 1) {
    const ids = rows.map((l) => l.id);
    const other = index + by;
    const a = ids[index];
    const b = ids[other];
    if (a === undefined || b === undefined) return;
    ids[index] = b;
    ids[other] = a;
    setBusy(true);
    setMessage(null);
    try {
      await write('reorder-locations', { ids });
      query.refetch();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AdminPage title="Popular locations">
      <QueryProblems query={query} />
      {message && (
        <p className="ad-ok" role="status">
          {message}
        </p>
      )}
      <form className="ad-card ads-row-form" onSubmit={(e) => void save(e)} noValidate aria-labelledby="location-form-title" style={{ marginBlockEnd: 'var(--space-4)' }}>
        <h2 id="location-form-title" className="ad-subtitle" style={{ gridColumn: '1 / -1', margin: 0 }}>
          {draft.id ? `Edit: ${draft.name || 'location'}` : 'Add a location'}
        </h2>
        <label className="ad-field">
          <span className="ad-field__label">Name</span>
          <input className="ad-input" value={draft.name} maxLength={80} onChange={(e) => edit({ name: e.target.value })} placeholder="MG Road Metro" />
        </label>
        <label className="ad-field">
          <span className="ad-field__label">Address</span>
          <input className="ad-input" value={draft.address} maxLength={200} onChange={(e) => edit({ address: e.target.value })} placeholder="MG Road, Bengaluru" />
        </label>
        <label className="ad-field">
          <span className="ad-field__label">Latitude</span>
          <input className="ad-input" inputMode="decimal" value={draft.latitude} maxLength={20} onChange={(e) => edit({ latitude: e.target.value })} placeholder="12.9756" />
        </label>
        <label className="ad-field">
          <span className="ad-field__label">Longitude</span>
          <input className="ad-input" inputMode="decimal" value={draft.longitude} maxLength={20} onChange={(e) => edit({ longitude: e.target.value })} placeholder="77.6066" />
        </label>
        <div className="ads-form-end">
          <label className="ad-field ad-field--check">
            <input type="checkbox" checked={draft.active} onChange={(e) => edit({ active: e.target.checked })} />
            <span className="ad-field__label">Shown to customers</span>
          </label>
          <span className="ads-actions">
            <button type="submit" className="ad-button ad-button--primary" disabled={busy}>
              {draft.id ? 'Save location' : 'Add location'}
            </button>
            {draft.id && (
              <button type="button" className="ad-button ad-button--quiet" onClick={() => setDraft(EMPTY)}>
                Cancel
              </button>
            )}
          </span>
        </div>
        {error && (
          <p className="ad-error" role="alert" style={{ gridColumn: '1 / -1', margin: 0 }}>
            {error}
          </p>
        )}
      </form>
      {query.data && rows.length === 0 ? <p className="ad-empty">No popular locations yet. Customers then have to share their location or search.</p> : null}
      {rows.length > 0 && (
        <table className="ad-table">
          <caption className="ad-visually-hidden">Popular locations in the order customers see them</caption>
          <thead>
            <tr>
              <th scope="col" className="ad-num">
                #
              </th>
              <th scope="col">Name</th>
              <th scope="col">Address</th>
              <th scope="col" className="ad-num">
                Latitude
              </th>
              <th scope="col" className="ad-num">
                Longitude
              </th>
              <th scope="col">Shown</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((l, index) => (
              <tr key={l.id}>
                <td className="ad-num">{index + 1}</td>
                <td>{l.name}</td>
                <td>{l.address}</td>
                <td className="ad-num">{l.latitude.toFixed(5)}</td>
                <td className="ad-num">{l.longitude.toFixed(5)}</td>
                <td>{l.is_active ? <span className="ad-badge ad-badge--ok">Shown</span> : <span className="ad-badge">Hidden</span>}</td>
                <td>
                  <div className="ads-actions">
                    <button type="button" className="ad-button ad-button--small ad-button--quiet" disabled={busy || index === 0} onClick={() => void move(index, -1)} aria-label={`Move ${l.name} up`}>
                      ↑
                    </button>
                    <button type="button" className="ad-button ad-button--small ad-button--quiet" disabled={busy || index === rows.length - 1} onClick={() => void move(index, 1)} aria-label={`Move ${l.name} down`}>
                      ↓
                    </button>
                    <button
                      type="button"
                      className="ad-button ad-button--small"
                      onClick={() => {
                        setDraft(draftOf(l));
                        setMessage(null);
                        setError(null);
                        window.scrollTo({ top: 0, behavior: 'smooth' });
                      }}
                    >
                      Edit
                    </button>
                    <button type="button" className="ad-button ad-button--small ad-button--danger" onClick={() => setDeleting(l)}>
                      Delete
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {deleting && (
        <ReasonDialog
          title={`Delete ${deleting.name}?`}
          body="Customers will no longer see this place in the location picker."
          confirmLabel="Delete location"
          danger
          onConfirm={async () => {
            await write('delete-location', { id: deleting.id });
            setMessage(`Deleted ${deleting.name}.`);
            if (draft.id === deleting.id) setDraft(EMPTY);
            query.refetch();
          }}
          onClose={() => setDeleting(null)}
        />
      )}
    </AdminPage>
  );
}
