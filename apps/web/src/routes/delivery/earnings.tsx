import { LoadingRegion, Skeleton } from '../../components/ui/skeleton';
import { ErrorState } from '../../components/ui/state-message';
import { useLocale } from '../../lib/i18n';
import { useQuery } from '../../lib/use-query';
import { fetchEarnings, type Earnings } from '../../features/delivery/api';
import { EarningsChart } from '../../features/delivery/components/earnings-chart';
import { shortId, timeOf, useRupees } from '../../features/delivery/components/format';
import { RiderNav } from '../../features/delivery/components/rider-nav';
import { useRiderT, useRiderTn } from '../../features/delivery/i18n';
import { useRider } from '../../features/delivery/session';

/** /delivery/earnings: today and the last 7 days, a bar per day, each delivery's commission and tip, cash. */
export function RiderEarningsRoute() {
  const t = useRiderT();
  const { token, lists } = useRider();
  // Keyed on the completed list: a delivery made meanwhile shows here without a reload.
  const done = lists.data?.completed_today.length ?? 0;
  const earnings = useQuery(`rider-earnings:${token}:${done}`, (signal) => fetchEarnings(token, signal));
  return (
    <div className="rider-screen">
      <header className="rider-top">
        <h1 className="rider-top__title">{t('rider.earnings.title')}</h1>
      </header>
      <main className="rider-page">
        {earnings.error && !earnings.data ? (
          <ErrorState error={earnings.error} onRetry={earnings.refetch} />
        ) : !earnings.data ? (
          <LoadingRegion>
            <Skeleton height={110} radius="var(--radius-l)" />
            <Skeleton height={180} radius="var(--radius-l)" />
          </LoadingRegion>
        ) : (
          <EarningsBody data={earnings.data} />
        )}
      </main>
      <RiderNav />
    </div>
  );
}

export function EarningsBody({ data }: { data: Earnings }) {
  const t = useRiderT();
  const tn = useRiderTn();
  const rupees = useRupees();
  const locale = useLocale();
  const block = (title: string, totals: Earnings['today']) => (
    <section className="card rider-earn" aria-label={title}>
      <h2 className="rider-earn__title">{title}</h2>
      <p className="rider-earn__total">{rupees(totals.earnings)}</p>
      <p className="rider-earn__sub">{tn('rider.earnings.deliveries', totals.deliveries)}</p>
      <dl className="rider-earn__grid">
        <dt>{t('rider.earnings.commission')}</dt>
        <dd>{rupees(totals.commission)}</dd>
        <dt>{t('rider.earnings.tips')}</dt>
        <dd>{rupees(totals.tips)}</dd>
        {Number(totals.deductions) > 0 && (
          <>
            <dt>{t('rider.earnings.deductions')}</dt>
            <dd>−{rupees(totals.deductions)}</dd>
          </>
        )}
        <dt>{t('rider.earnings.cash')}</dt>
        <dd>{rupees(totals.cash_collected)}</dd>
      </dl>
    </section>
  );
  return (
    <>
      <div className="rider-earn__pair">
        {block(t('rider.earnings.today'), data.today)}
        {block(t('rider.earnings.week'), data.week)}
      </div>
      <p className="notice notice--info">{t('rider.earnings.cashInHand', { amount: rupees(data.cash_in_hand) })}</p>
      <section className="card">
        <EarningsChart days={data.days} format={rupees} locale={locale} />
      </section>
      <section className="card">
        <h2 className="rider-order__heading">{t('rider.earnings.orders')}</h2>
        {data.orders.length === 0 ? (
          <p className="rider-empty">{t('rider.earnings.empty')}</p>
        ) : (
          <ul className="rider-earn__orders">
            {data.orders.map((o) => (
              <li key={o.unique_order_id}>
                <span className="rider-earn__row">
                  <strong>
                    {o.store_name} #{shortId(o.unique_order_id)}
                  </strong>
                  <strong>{rupees(o.earnings)}</strong>
                </span>
                <span className="rider-earn__meta">
                  {timeOf(o.delivered_at, locale)} · {t('rider.earnings.line', { commission: rupees(o.commission), tip: rupees(o.tip), cash: rupees(o.cash_collected) })}
                </span>
                {Number(o.deduction) > 0 && <span className="rider-earn__meta">{t('rider.earnings.deduction', { amount: rupees(o.deduction) })}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
