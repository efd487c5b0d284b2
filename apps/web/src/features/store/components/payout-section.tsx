import type { StorePayoutView } from '@keka/contracts';
import { useMoney } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { zonedFormat } from '../../../lib/platform-time';
import { useStoreT, useStoreTn } from '../i18n';
import { paiseOf } from './order-card';

/**
 * The store's payout for the chosen period (issue 36): item totals less the platform's commission and
 * the compensations given to customers at the store's cost, each of which is listed with its order and
 * reason; then what was paid out in all and what is due.
 */
export function PayoutSection({ payout }: { readonly payout: StorePayoutView }) {
  const t = useStoreT();
  const tn = useStoreTn();
  const money = useMoney();
  const locale = useLocale();
  const day = zonedFormat(locale, { day: 'numeric', month: 'short' });
  const less = (amount: string) => (paiseOf(amount) > 0 ? `−${money(paiseOf(amount))}` : money(paiseOf(amount)));
  const rows = [
    [tn('store.payout.gross', payout.orders), money(paiseOf(payout.gross))],
    [t('store.payout.commission', { percent: payout.commission_percent }), less(payout.commission)],
    [t('store.payout.compensations'), less(payout.compensations)],
  ] as const;
  return (
    <section aria-labelledby="so-payout" className="so-payout">
      <h2 id="so-payout" className="so-subtitle">
        {t('store.payout.title')}
      </h2>
      <dl className="so-payout__sum">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className="so-money">{value}</dd>
          </div>
        ))}
        <div className="so-payout__earned">
          <dt>{t('store.payout.earned')}</dt>
          <dd className="so-money">{money(paiseOf(payout.earned))}</dd>
        </div>
      </dl>
      <p className="so-note">
        {t('store.payout.due', { due: money(paiseOf(payout.due)), paid: money(paiseOf(payout.paid_total)) })}
        {payout.last_paid_at && ` ${t('store.payout.lastPaid', { date: day.format(new Date(payout.last_paid_at)) })}`}
      </p>
      {payout.given.length > 0 && (
        <table className="so-table">
          <caption className="so-subtitle so-payout__caption">{t('store.payout.given')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('store.payout.order')}</th>
              <th scope="col">{t('store.payout.why')}</th>
              <th scope="col">{t('store.payout.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {payout.given.map((g) => (
              <tr key={g.id}>
                <th scope="row">
                  #{g.order_id.slice(-6).toUpperCase()} · {day.format(new Date(g.given_at))}
                </th>
                <td>{g.reason}</td>
                <td className="so-money">{less(g.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
