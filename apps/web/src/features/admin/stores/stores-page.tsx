import { useState, type FormEvent } from 'react';
import { Route, Routes, useSearchParams } from 'react-router';
import { Link } from '../../../lib/link';
import type { AdminStoresResponse } from '@keka/contracts';
import { useAdminQuery } from '../api';
import { AdminPage } from '../components/admin-shell';
import { StoreEditPage } from './store-edit';
import './stores.css';
import { CursorPager, QueryProblems } from '../components/query-state';

/** /admin/stores: the list, and /admin/stores/:id the store's page. */
export function StoresPage() {
  return (
    <Routes>
      <Route index element={<StoreList />} />
      <Route path=":id" element={<StoreEditPage />} />
    </Routes>
  );
}

const APPROVAL_BADGE: Record<string, string> = { APPROVED: 'ad-badge--ok', PENDING: 'ad-badge--warn', REJECTED: 'ad-badge--bad', SUSPENDED: 'ad-badge--bad' };
const FILTERS = ['city', 'kind', 'approval', 'status'] as const;

function StoreList() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const city = params.get('city') ?? '';
  const kind = params.get('kind') ?? '';
  const approval = params.get('approval') ?? '';
  const status = params.get('status') ?? '';
  const [typed, setTyped] = useState(q);
  const [cursor, setCursor] = useState<number | null>(null);
  const query = useAdminQuery<AdminStoresResponse>('get-stores', {
    q,
    limit: 25,
    ...(city ? { city_id: Number(city) } : {}),
    ...(kind ? { kind } : {}),
    ...(approval ? { approval } : {}),
    ...(status ? { is_active: status === 'open' } : {}),
    ...(cursor ? { before_id: cursor } : {}),
  });

  function set(name: string, value: string) {
    setCursor(null);
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next);
  }

  function search(event: FormEvent) {
    event.preventDefault();
    set('q', typed.trim());
  }

  const rows = query.data?.data ?? [];
  const filtered = q !== '' || FILTERS.some((f) => params.get(f));
  return (
    <AdminPage title="Stores">
      <form className="ad-toolbar" role="search" onSubmit={search}>
        <label className="ad-field ad-field--inline">
          <span className="ad-field__label">Search</span>
          <input className="ad-input" type="search" value={typed} maxLength={100} onChange={(e) => setTyped(e.target.value)} placeholder="Name, web address, street or id" />
        </label>
        <button type="submit" className="ad-button">
          Search
        </button>
        <label className="ad-field">
          <span className="ad-field__label">City</span>
          <select className="ad-input" value={city} onChange={(e) => set('city', e.target.value)}>
            <option value="">All cities</option>
            {(query.data?.cities ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label className="ad-field">
          <span className="ad-field__label">Kind</span>
          <select className="ad-input" value={kind} onChange={(e) => set('kind', e.target.value)}>
            <option value="">All kinds</option>
            <option value="RESTAURANT">Restaurant</option>
            <option value="GROCERY">Grocery</option>
          </select>
        </label>
        <label className="ad-field">
          <span className="ad-field__label">Approval</span>
          <select className="ad-input" value={approval} onChange={(e) => set('approval', e.target.value)}>
            <option value="">Any</option>
            <option value="APPROVED">Approved</option>
            <option value="PENDING">Pending</option>
            <option value="REJECTED">Rejected</option>
            <option value="SUSPENDED">Suspended</option>
          </select>
        </label>
        <label className="ad-field">
          <span className="ad-field__label">Open or closed</span>
          <select className="ad-input" value={status} onChange={(e) => set('status', e.target.value)}>
            <option value="">Both</option>
            <option value="open">Open</option>
            <option value="closed">Closed</option>
          </select>
        </label>
        {filtered && (
          <button
            type="button"
            className="ad-button ad-button--quiet"
            onClick={() => {
              setTyped('');
              setCursor(null);
              setParams({});
            }}
          >
            Clear filters
          </button>
        )}
      </form>
      <QueryProblems query={query} />
      {query.data && rows.length === 0 ? <p className="ad-empty">{filtered ? 'No store matches these filters.' : 'No stores yet.'}</p> : null}
      {rows.length > 0 && (
        <table className="ad-table">
          <caption className="ad-visually-hidden">Stores, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Store</th>
              <th scope="col">City</th>
              <th scope="col">Kind</th>
              <th scope="col">Approval</th>
              <th scope="col">Now</th>
              <th scope="col" className="ad-num">
                Delivery time
              </th>
              <th scope="col" className="ad-num">
                Radius
              </th>
              <th scope="col" className="ad-num">
                Commission
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((s) => (
              <tr key={s.id}>
                <td>
                  <Link to={`/admin/stores/${s.id}`}>{s.name}</Link>
                  {s.is_featured && <span className="ad-badge ad-st-featured">Featured</span>}
                  <br />
                  <span className="ad-muted">
                    #{s.id} · /{s.slug}
                  </span>
                </td>
                <td>{s.city.name}</td>
                <td>{s.kind === 'GROCERY' ? 'Grocery' : 'Restaurant'}</td>
                <td>
                  <span className={`ad-badge ${APPROVAL_BADGE[s.approval] ?? ''}`}>{s.approval.toLowerCase()}</span>
                </td>
                <td>
                  <span className={`ad-badge ${s.is_active ? 'ad-badge--ok' : 'ad-badge--bad'}`}>{s.is_active ? 'Open' : 'Closed'}</span>
                </td>
                <td className="ad-num">{s.delivery_time} min</td>
                <td className="ad-num">{s.delivery_radius} km</td>
                <td className="ad-num">{s.commission_percent}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <CursorPager cursor={cursor} next={query.data?.next_before_id} onChange={setCursor} />
    </AdminPage>
  );
}
