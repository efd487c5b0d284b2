import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminAuditLogResponse, AuditEntryView } from '@keka/contracts';
import { useAdminQuery } from '../api';
import { AdminPage } from '../components/admin-shell';
import { CursorPager, QueryProblems } from '../components/query-state';
import { lazyZonedFormat } from '../../../lib/platform-time';

const when = lazyZonedFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** Lines of what changed: the keys whose value differs between before and after. */
function changes(entry: AuditEntryView): { key: string; before: string; after: string }[] {
  const asRecord = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : v === null || v === undefined ? {} : { value: v });
  const before = asRecord(entry.before);
  const after = asRecord(entry.after);
  const show = (v: unknown) => (v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => ({ key, before: show(before[key]), after: show(after[key]) }));
}

/** /admin/audit: every admin write, newest first; search by words, filter by what it touched. */
export function AuditLogPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const entity = params.get('entity') ?? '';
  const entityId = params.get('entity_id') ?? '';
  const [cursor, setCursor] = useState<number | null>(null);
  const [typed, setTyped] = useState(q);
  const query = useAdminQuery<AdminAuditLogResponse>('get-audit-log', { q, limit: 50, ...(entity ? { entity } : {}), ...(entityId ? { entity_id: entityId } : {}), ...(cursor ? { before_id: cursor } : {}) });

  function search(event: FormEvent) {
    event.preventDefault();
    setCursor(null);
    const next = new URLSearchParams(params);
    if (typed.trim()) next.set('q', typed.trim());
    else next.delete('q');
    setParams(next);
  }

  const rows = query.data?.data ?? [];
  return (
    <AdminPage title="Audit log">
      <form className="ad-toolbar" role="search" onSubmit={search}>
        <label className="ad-field ad-field--inline">
          <span className="ad-field__label">Search</span>
          <input className="ad-input" type="search" value={typed} onChange={(e) => setTyped(e.target.value)} placeholder="Action, reason, admin, id" />
        </label>
        <button type="submit" className="ad-button">
          Search
        </button>
        {(entity || entityId) && (
          <button
            type="button"
            className="ad-button ad-button--quiet"
            onClick={() => {
              setCursor(null);
              setParams(q ? { q } : {});
            }}
          >
            Showing {entity}
            {entityId ? ` #${entityId}` : ''} — show all
          </button>
        )}
      </form>
      <QueryProblems query={query} />
      {query.data && rows.length === 0 ? <p className="ad-empty">Nothing found. Admin changes appear here as they are made.</p> : null}
      {rows.length > 0 && (
        <table className="ad-table">
          <caption className="ad-visually-hidden">Admin changes, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Changes</th>
              <th scope="col">Reason</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <td className="ad-nowrap">{when.format(new Date(r.created_at))}</td>
                <td>{r.actor?.name ?? 'Removed user'}</td>
                <td>
                  <code>{r.action}</code>
                  <br />
                  <span className="ad-muted">
                    {r.entity}
                    {r.entity_id ? ` #${r.entity_id}` : ''}
                  </span>
                </td>
                <td>
                  <ul className="ad-changes">
                    {changes(r).map((c) => (
                      <li key={c.key}>
                        <strong>{c.key}</strong>: <del>{c.before}</del> → <ins>{c.after}</ins>
                      </li>
                    ))}
                  </ul>
                </td>
                <td>{r.reason ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <CursorPager cursor={cursor} next={query.data?.next_before_id} onChange={setCursor} />
    </AdminPage>
  );
}
