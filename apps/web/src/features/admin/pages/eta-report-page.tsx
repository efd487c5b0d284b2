import { useState } from 'react';
import type { AdminEtaReportResponse } from '@keka/contracts';
import { useAdminQuery } from '../api';
import { AdminPage } from '../components/admin-shell';
import { QueryProblems } from '../components/query-state';
import '../orders.css';

type Days = 7 | 30 | 90;
type Row = AdminEtaReportResponse['data']['overall'];

const minutes = (m: number) => (m > 0 ? `${m} min late` : m < 0 ? `${-m} min early` : 'on time');
const percent = (share: number) => `${Math.round(share * 100)}%`;

/** /admin/eta-report: how well each city and store keeps the time it promised (issue 36). */
export function EtaReportPage() {
  const [days, setDays] = useState<Days>(30);
  const query = useAdminQuery<AdminEtaReportResponse>('get-eta-report', { days });
  const data = query.data?.data;
  return (
    <AdminPage title="Promised times">
      <div className="ad-toolbar">
        <div className="ao-segmented" role="group" aria-label="Period">
          {([7, 30, 90] as const).map((d) => (
            <button key={d} type="button" className={`ad-button${days === d ? ' ad-button--primary' : ''}`} aria-pressed={days === d} onClick={() => setDays(d)}>
              {d} days
            </button>
          ))}
        </div>
      </div>
      <p className="ad-muted">
        The error is delivered minus the time first promised when the store accepted: p50 is the typical order, p90 the late tail. A store's
        one extension does not move the first promise.
      </p>
      <QueryProblems query={query} />
      {data && data.overall.orders === 0 && <p className="ad-empty">No delivered order with a promised time in the last {data.days} days.</p>}
      {data && data.overall.orders > 0 && (
        <>
          <p className="ao-eta-overall">
            <strong>{data.overall.orders}</strong> delivered · p50 <strong>{minutes(data.overall.p50)}</strong> · p90 <strong>{minutes(data.overall.p90)}</strong> · late{' '}
            <strong>{percent(data.overall.late_share)}</strong>
          </p>
          <ErrorTable caption="By city, worst p90 first" rows={data.cities.map((c) => ({ key: `c${c.city_id ?? 0}`, name: c.city, row: c }))} />
          <ErrorTable caption="By store, worst p90 first" rows={data.stores.map((s) => ({ key: `s${s.store_id}`, name: s.store, sub: s.city, row: s }))} />
        </>
      )}
    </AdminPage>
  );
}

function ErrorTable({ caption, rows }: { readonly caption: string; readonly rows: readonly { key: string; name: string; sub?: string; row: Row }[] }) {
  return (
    <table className="ad-table">
      <caption className="ao-eta-caption">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col" className="ad-num">
            Orders
          </th>
          <th scope="col" className="ad-num">
            p50
          </th>
          <th scope="col" className="ad-num">
            p90
          </th>
          <th scope="col" className="ad-num">
            Late
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, name, sub, row }) => (
          <tr key={key}>
            <td>
              {name}
              {sub && <span className="ad-muted"> · {sub}</span>}
            </td>
            <td className="ad-num">{row.orders}</td>
            <td className="ad-num">{minutes(row.p50)}</td>
            <td className={`ad-num${row.p90 > 15 ? ' ao-late' : ''}`}>{minutes(row.p90)}</td>
            <td className="ad-num">{percent(row.late_share)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
