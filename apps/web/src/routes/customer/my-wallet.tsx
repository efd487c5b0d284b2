import { useState } from 'react';
import { Navigate } from 'react-router';
import { Link } from '../../lib/link';
import type { GetWalletTransactionsResponse, WalletTransaction } from '@keka/contracts';
import { parseRupees } from '@keka/domain';
import { fetchWallet } from '../../features/account/api';
import { useAuthToken } from '../../features/account/state';
import { AlertIcon } from '../../components/ui/icons/alert';
import { CashIcon } from '../../components/ui/icons/cash';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { ErrorState, StateMessage } from '../../components/ui/state-message';
import { useMoney } from '../../lib/format';
import { useLocale, useT } from '../../lib/i18n';
import { useQuery } from '../../lib/use-query';
import '../../features/account/components/account.css';
import { zonedFormat } from '../../lib/platform-time';

/** SPEC §2 /my-wallet (login required): the balance and every credit and debit, newest first. */
export function MyWalletRoute() {
  const token = useAuthToken();
  if (!token) return <Navigate to="/login" replace state={{ from: '/my-wallet' }} />;
  return <MyWallet token={token} />;
}

function MyWallet({ token }: { readonly token: string }) {
  const t = useT();
  const locale = useLocale();
  const money = useMoney();
  const first = useQuery<GetWalletTransactionsResponse>(`wallet:${token}`, (signal) => fetchWallet(token, 1, signal));
  const [more, setMore] = useState<{ rows: WalletTransaction[]; page: number; hasMore: boolean | null; loading: boolean; error: boolean }>({ rows: [], page: 1, hasMore: null, loading: false, error: false });
  const rows = first.data ? [...first.data.data, ...more.rows] : null;
  const hasMore = more.hasMore ?? first.data?.has_more ?? false;

  const loadMore = async () => {
    setMore((m) => ({ ...m, loading: true, error: false }));
    try {
      const next = await fetchWallet(token, more.page + 1);
      setMore((m) => ({ rows: [...m.rows, ...next.data], page: m.page + 1, hasMore: next.has_more, loading: false, error: false }));
    } catch {
      setMore((m) => ({ ...m, loading: false, error: true }));
    }
  };

  return (
    <div className="screen screen--grey">
      <PageHeader title={t('wallet.title')} />
      <main className="account">
        <section className="card wallet__balance" aria-live="polite">
          <p className="wallet__balance-label">{t('wallet.balance')}</p>
          <p className="wallet__balance-value">{first.data ? money(parseRupees(first.data.balance)) : <Skeleton width={120} height={36} />}</p>
          <p className="wallet__balance-note">{t('wallet.note')}</p>
        </section>
        {first.error && !rows ? (
          <div className="card">
            <ErrorState error={first.error} onRetry={first.refetch} />
          </div>
        ) : !rows ? (
          <div className="card wallet__list" aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={56} />
            ))}
          </div>
        ) : rows.length === 0 ? (
          <div className="card">
            <StateMessage art={<CashIcon size={40} />} title={t('wallet.empty.title')} body={t('wallet.empty.body')} />
          </div>
        ) : (
          <ol className="card wallet__list" aria-label={t('wallet.history')}>
            {rows.map((row) => (
              <li key={row.id} className="wallet__row">
                <div className="wallet__what">
                  <p className="wallet__reason">
                    {row.unique_order_id ? <Link to={`/running-order/${row.unique_order_id}`}>{row.reason}</Link> : row.reason}
                  </p>
                  <p className="wallet__when">
                    <time dateTime={row.created_at}>{zonedFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(row.created_at))}</time>
                  </p>
                </div>
                <p className={row.type === 'CREDIT' ? 'wallet__amount wallet__amount--credit' : 'wallet__amount'}>
                  <span className="visually-hidden">{t(row.type === 'CREDIT' ? 'wallet.credit' : 'wallet.debit')} </span>
                  {row.type === 'CREDIT' ? '+' : '−'}
                  {money(parseRupees(row.amount))}
                </p>
              </li>
            ))}
          </ol>
        )}
        {more.error && (
          <p className="notice notice--danger" role="alert">
            <AlertIcon size={18} />
            {t('error.load.body')}
          </p>
        )}
        {rows && hasMore && (
          <button type="button" className="button button--secondary button--block" onClick={() => void loadMore()} disabled={more.loading} aria-busy={more.loading}>
            {more.loading && <span className="spinner" aria-hidden="true" />}
            {t('wallet.loadMore')}
          </button>
        )}
      </main>
    </div>
  );
}
