import { useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { DeliveryOrderCard } from '@keka/contracts';
import { PushPrompt } from '../../components/ui/push-prompt';
import { LoadingRegion, Skeleton } from '../../components/ui/skeleton';
import { ErrorState } from '../../components/ui/state-message';
import { announce } from '../../lib/announce';
import { isApiError } from '../../lib/api';
import { acceptOrder, type DeliveryLists } from '../../features/delivery/api';
import { useRupees } from '../../features/delivery/components/format';
import { OnlineSwitch } from '../../features/delivery/components/online-switch';
import { OrderCard } from '../../features/delivery/components/order-card';
import { OutboxBanner } from '../../features/delivery/components/outbox-banner';
import { RiderNav } from '../../features/delivery/components/rider-nav';
import { useRiderT, type RiderT } from '../../features/delivery/i18n';
import { useRider } from '../../features/delivery/session';
import { useRiderLogout } from './pending';

type Tab = 'new' | 'accepted' | 'picked' | 'completed';
const TABS: readonly Tab[] = ['new', 'accepted', 'picked', 'completed'];
const LIST_OF: Record<Tab, keyof DeliveryLists> = { new: 'new_orders', accepted: 'accepted', picked: 'picked_up', completed: 'completed_today' };
const LABEL: Record<Tab, Parameters<RiderT>[0]> = { new: 'rider.tab.new', accepted: 'rider.tab.accepted', picked: 'rider.tab.picked', completed: 'rider.tab.completed' };

function initialTab(pathname: string): Tab {
  if (pathname.endsWith('/completed-orders')) return 'completed';
  if (pathname.endsWith('/orders')) return 'accepted';
  return 'new';
}

/**
 * /delivery (also /delivery/completed-orders and /delivery/orders, SPEC §2): the switch, today's
 * earnings and cash at the top, then the four lists as tabs, updated live.
 */
export function RiderHomeRoute() {
  const t = useRiderT();
  const { pathname } = useLocation();
  const { info, lists, live, refresh, token } = useRider();
  const logout = useRiderLogout();
  const navigate = useNavigate();
  const rupees = useRupees();
  const [tab, setTab] = useState<Tab>(() => initialTab(pathname));
  const [accepting, setAccepting] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const me = info.data;

  const accept = async (order: DeliveryOrderCard) => {
    setAccepting(order.unique_order_id);
    setError(null);
    try {
      await acceptOrder(token, order.unique_order_id);
      refresh();
      void navigate(`/delivery/orders/${order.unique_order_id}`);
    } catch (e) {
      const message = isApiError(e) && e.code === 'ALREADY_ACCEPTED' ? t('rider.offerGone') : isApiError(e) ? e.message : String(e);
      setError(message);
      announce(message);
      refresh();
    } finally {
      setAccepting(null);
    }
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length] ?? 'new';
    setTab(next);
    document.getElementById(`rider-tab-${next}`)?.focus();
  };

  const shown = lists.data?.[LIST_OF[tab]] ?? [];
  return (
    <div className="rider-screen">
      <header className="rider-top">
        <div className="rider-top__row">
          <h1 className="rider-top__title">{me?.name ?? t('rider.app')}</h1>
          <button type="button" className="button button--ghost rider-top__logout" onClick={logout}>
            {t('rider.logout')}
          </button>
        </div>
        <OnlineSwitch />
        {me && (
          <dl className="rider-stats">
            <div className="rider-stats__item">
              <dt>{t('rider.stats.earnings')}</dt>
              <dd>{rupees(me.today.earnings)}</dd>
            </div>
            <div className={`rider-stats__item ${me.offer_refusal === 'CASH_LIMIT_REACHED' ? 'is-warning' : ''}`}>
              <dt>{t('rider.stats.cash')}</dt>
              <dd>
                {rupees(me.cash_in_hand)}
                {me.cash_limit !== '0.00' && <small> {t('rider.stats.limit', { limit: rupees(me.cash_limit) })}</small>}
              </dd>
            </div>
            <div className="rider-stats__item">
              <dt>{t('rider.stats.delivered')}</dt>
              <dd>{me.today.delivered}</dd>
            </div>
          </dl>
        )}
      </header>
      <main className="rider-page">
        {me?.offer_refusal && me.offer_refusal !== 'NOT_APPROVED' && (
          <p className="notice notice--info" role="status">
            {t(`rider.refusal.${me.offer_refusal}`, { limit: rupees(me.cash_limit), max: me.max_open_orders })}
          </p>
        )}
        {(live === 'reconnecting' || live === 'offline') && (
          <p className="notice notice--info" role="status">
            {t(live === 'offline' ? 'rider.live.offline' : 'rider.live.reconnecting')}
          </p>
        )}
        <OutboxBanner />
        {me?.is_online && <PushPrompt token={token} title={t('rider.push.title')} body={t('rider.push.body')} />}
        {error && (
          <p className="notice notice--danger" role="alert">
            {error}
          </p>
        )}
        <div className="rider-tabs" role="tablist" aria-label={t('rider.tabs.label')}>
          {TABS.map((name) => {
            const count = lists.data?.[LIST_OF[name]].length ?? 0;
            return (
              <button
                key={name}
                id={`rider-tab-${name}`}
                type="button"
                role="tab"
                aria-selected={tab === name}
                aria-controls="rider-tabpanel"
                tabIndex={tab === name ? 0 : -1}
                className={`rider-tabs__tab ${tab === name ? 'is-active' : ''}`}
                onClick={() => setTab(name)}
                onKeyDown={onTabKey}
              >
                {t(LABEL[name])}
                <span className={`rider-tabs__count ${name === 'new' && count > 0 ? 'is-hot' : ''}`}>{count}</span>
              </button>
            );
          })}
        </div>
        <section id="rider-tabpanel" role="tabpanel" aria-labelledby={`rider-tab-${tab}`} className="rider-tabpanel">
          {lists.error && !lists.data ? (
            <ErrorState error={lists.error} onRetry={lists.refetch} />
          ) : !lists.data ? (
            <LoadingRegion>
              <Skeleton height={120} radius="var(--radius-l)" />
              <Skeleton height={120} radius="var(--radius-l)" />
            </LoadingRegion>
          ) : shown.length === 0 ? (
            <p className="rider-empty">{emptyText(t, tab, me?.is_online ?? false)}</p>
          ) : (
            <ul className="rider-list">
              {shown.map((order) => (
                <OrderCard key={order.unique_order_id} order={order} {...(tab === 'new' ? { onAccept: (o: DeliveryOrderCard) => void accept(o), accepting: accepting === order.unique_order_id } : {})} />
              ))}
            </ul>
          )}
        </section>
      </main>
      <RiderNav />
    </div>
  );
}

function emptyText(t: RiderT, tab: Tab, online: boolean): string {
  switch (tab) {
    case 'new':
      return online ? t('rider.empty.new') : t('rider.empty.newOffline');
    case 'accepted':
      return t('rider.empty.accepted');
    case 'picked':
      return t('rider.empty.picked');
    case 'completed':
      return t('rider.empty.completed');
  }
}
