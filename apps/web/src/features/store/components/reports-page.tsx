import { useId, useState } from 'react';
import type { StoreReportsResponse } from '@keka/contracts';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { useMoney } from '../../../lib/format';
import { useReports } from '../api';
import { useStoreT, useStoreTn } from '../i18n';
import { paiseOf } from './order-card';
import { PayoutSection } from './payout-section';
import { SalesChart } from './sales-chart';
import { StorePicker, usePickedStore } from './store-picker';
import { todayIso } from './store-shell';

type Group = 'day' | 'week' | 'month';
const daysBefore = (iso: string, days: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};

/** The report as CSV: one row per period, then the totals (numbers as the API gives them). */
export function reportCsv(r: StoreReportsResponse['data']): string {
  const rows = [['period', 'orders', 'delivered', 'cancelled', 'sales'], ...r.series.map((p) => [p.period, p.orders, p.delivered, p.cancelled, p.sales]), ['total', r.totals.orders, r.totals.delivered, r.totals.cancelled, r.totals.sales]];
  return rows.map((row) => row.map((v) => `"${String(v).replaceAll('"', '""')}"`).join(',')).join('\r\n') + '\r\n';
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

/** /store/reports: sales by day, week or month, orders, average order value, top items, ratings, cancellations, and the payout. */
export function ReportsPage({ token }: { token: string }) {
  const t = useStoreT();
  const tn = useStoreTn();
  const money = useMoney();
  const [from, setFrom] = useState(() => daysBefore(todayIso(), 6));
  const [to, setTo] = useState(todayIso);
  const [group, setGroup] = useState<Group>('day');
  const { ready, storeId, stores, pick } = usePickedStore(token);
  const q = useReports({ from, to, group, ...(storeId ? { store_id: storeId } : {}) }, ready ? token : null);
  const fromId = useId();
  const toId = useId();
  const groupId = useId();
  const r = q.data;
  return (
    <div className="so-page">
      <div className="so-page__head">
        <h1 className="so-title">{t('store.reports.title')}</h1>
        <button type="button" className="button button--secondary so-big" disabled={!r} onClick={() => r && download(`report-${from}-${to}-${group}.csv`, reportCsv(r))}>
          {t('store.reports.csv')}
        </button>
      </div>
      <div className="so-filters">
        <StorePicker stores={stores} storeId={storeId} onPick={pick} />
        <div className="field">
          <label className="field__label" htmlFor={fromId}>
            {t('store.reports.from')}
          </label>
          <input id={fromId} className="field__input" type="date" value={from} max={to} onChange={(e) => e.target.value && setFrom(e.target.value)} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={toId}>
            {t('store.reports.to')}
          </label>
          <input id={toId} className="field__input" type="date" value={to} min={from} onChange={(e) => e.target.value && setTo(e.target.value)} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={groupId}>
            {t('store.reports.group')}
          </label>
          <select id={groupId} className="field__input" value={group} onChange={(e) => setGroup(e.target.value as Group)}>
            {(['day', 'week', 'month'] as const).map((g) => (
              <option key={g} value={g}>
                {t(`store.reports.group.${g}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {q.error !== null && !r && <ErrorState error={q.error} onRetry={q.refetch} />}
      {!r && !q.error && <Skeleton height={320} />}
      {r && (
        <>
          <section className="so-today" aria-label={t('store.reports.title')}>
            {(
              [
                ['store.reports.orders', String(r.totals.orders)],
                ['store.reports.sales', money(paiseOf(r.totals.sales))],
                ['store.reports.aov', money(paiseOf(r.totals.average_order_value))],
                ['store.reports.cancelled', String(r.totals.cancelled)],
                ['store.reports.rating', tn('store.reports.ratingValue', r.ratings.count, { value: r.ratings.average.toFixed(1) })],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="so-stat">
                <span className="so-stat__label">{t(label)}</span>
                <span className="so-stat__value so-money">{value}</span>
              </div>
            ))}
          </section>
          {r.series.length === 0 ? (
            <StateMessage title={t('store.reports.empty')} />
          ) : (
            <>
              <SalesChart series={r.series} names={{ orders: t('store.reports.orders'), sales: t('store.reports.sales') }} label={t('store.reports.chart', { group: t(`store.reports.group.${group}`) })} />
              <table className="so-table">
                <caption className="so-visually-hidden">{t('store.reports.chart', { group: t(`store.reports.group.${group}`) })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('store.reports.period')}</th>
                    <th scope="col">{t('store.reports.orders')}</th>
                    <th scope="col">{t('store.reports.cancelled')}</th>
                    <th scope="col">{t('store.reports.sales')}</th>
                  </tr>
                </thead>
                <tbody>
                  {r.series.map((p) => (
                    <tr key={p.period}>
                      <th scope="row">{p.period}</th>
                      <td>{p.orders}</td>
                      <td>{p.cancelled}</td>
                      <td className="so-money">{money(paiseOf(p.sales))}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
          <div className="so-two">
            <section aria-labelledby="so-top">
              <h2 id="so-top" className="so-subtitle">
                {t('store.reports.topItems')}
              </h2>
              <ol className="so-list">
                {r.top_items.map((i) => (
                  <li key={i.name}>
                    {i.name} · {t('store.reports.quantity')} {i.quantity} · <span className="so-money">{money(paiseOf(i.sales))}</span>
                  </li>
                ))}
              </ol>
            </section>
            <section aria-labelledby="so-cancel">
              <h2 id="so-cancel" className="so-subtitle">
                {t('store.reports.cancellations')}
              </h2>
              <ul className="so-list">
                {r.cancellations.map((c) => (
                  <li key={c.reason}>
                    {c.reason} · {c.count}
                  </li>
                ))}
              </ul>
            </section>
          </div>
          <PayoutSection payout={r.payout} />
        </>
      )}
    </div>
  );
}
