import { useMemo, useState } from 'react';
import { Link } from '../../../lib/link';
import type { AdminOverviewResponse } from '@keka/contracts';
import { useAdminQuery } from '../api';
import { AdminPage } from '../components/admin-shell';
import { DayChart } from '../components/day-chart';
import { rupeeText, statusLabel } from '../order-words';
import '../orders.css';
import { QueryError } from '../components/query-state';

const rupeeAxis = (v: number) => (v >= 1000 ? `₹${Math.round(v / 100) / 10}k` : `₹${v}`);

/** /admin/overview: today's numbers, the orders running now, and orders and revenue per day. */
export function OverviewPage() {
  const [days, setDays] = useState<14 | 30>(14);
  const query = useAdminQuery<AdminOverviewResponse>('get-overview', { days });
  const data = query.data?.data;
  const orders = useMemo(() => (data?.days ?? []).map((d) => ({ date: d.date, value: d.orders })), [data]);
  const revenue = useMemo(() => (data?.days ?? []).map((d) => ({ date: d.date, value: Number(d.revenue) })), [data]);
  const live = data?.live.filter((l) => l.count > 0) ?? [];

  return (
    <AdminPage
      title="Overview"
      actions={
        <button type="button" className="ad-button" onClick={query.refetch} disabled={query.isLoading}>
          Refresh
        </button>
      }
    >
      {query.error ? <QueryError error={query.error} retry={query.refetch} /> : null}
      {!data && query.isLoading ? <p className="ad-muted">Loading…</p> : null}
      {data && (
        <>
          <h2 className="ad-subtitle">Today ({data.today.date})</h2>
          <div className="ad-cards" aria-label="Today">
            <div className="ad-card">
              <span className="ad-stat__value" data-testid="today-orders">{data.today.orders}</span>
              <span className="ad-muted">Orders placed</span>
            </div>
            <div className="ad-card">
              <span className="ad-stat__value">{data.today.delivered}</span>
              <span className="ad-muted">Delivered</span>
            </div>
            <div className="ad-card">
              <span className="ad-stat__value">{rupeeText(data.today.takings)}</span>
              <span className="ad-muted">Takings (delivered, paid)</span>
            </div>
            <div className="ad-card">
              <span className="ad-stat__value">{data.today.cancelled}</span>
              <span className="ad-muted">Cancelled</span>
            </div>
          </div>

          <h2 className="ad-subtitle">Live orders</h2>
          {live.length === 0 ? (
            <p className="ad-empty">No order is running right now.</p>
          ) : (
            <ul className="ao-live">
              {live.map((l) => (
                <li key={l.status_id}>
                  <Link className="ao-live__link" to={`/admin/orders?status_id=${l.status_id}`}>
                    <span className="ad-stat__value">{l.count}</span>
                    <span>{statusLabel(l.status_id)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}

          <div className="ao-charthead">
            <h2 className="ad-subtitle">Per day</h2>
            <div className="ao-segmented" role="group" aria-label="Days shown">
              {([14, 30] as const).map((n) => (
                <button key={n} type="button" className={`ad-button ad-button--small${days === n ? ' ad-button--primary' : ''}`} aria-pressed={days === n} onClick={() => setDays(n)}>
                  Last {n} days
                </button>
              ))}
            </div>
          </div>
          <p className="ad-muted">Days in {data.timezone}. Revenue is the total of orders delivered that day.</p>
          <div className="ao-charts">
            <section className="ad-card" aria-labelledby="ao-orders-chart">
              <h3 id="ao-orders-chart" className="ao-charttitle">
                Orders placed
              </h3>
              <DayChart points={orders} label={`Orders placed per day, last ${days} days`} />
            </section>
            <section className="ad-card" aria-labelledby="ao-revenue-chart">
              <h3 id="ao-revenue-chart" className="ao-charttitle">
                Revenue (₹)
              </h3>
              <DayChart points={revenue} label={`Revenue per day in rupees, last ${days} days`} format={rupeeAxis} />
            </section>
          </div>
          <details className="ao-details">
            <summary>The numbers per day</summary>
            <table className="ad-table">
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col" className="ad-num">
                    Orders placed
                  </th>
                  <th scope="col" className="ad-num">
                    Delivered
                  </th>
                  <th scope="col" className="ad-num">
                    Revenue
                  </th>
                </tr>
              </thead>
              <tbody>
                {[...data.days].reverse().map((d) => (
                  <tr key={d.date}>
                    <td>{d.date}</td>
                    <td className="ad-num">{d.orders}</td>
                    <td className="ad-num">{d.delivered}</td>
                    <td className="ad-num">{rupeeText(d.revenue)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </AdminPage>
  );
}
