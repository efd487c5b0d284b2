import { useEffect, useMemo, useRef, useState } from 'react';
import type { StoreDashboardResponse } from '@keka/contracts';
import { PushPrompt } from '../../../components/ui/push-prompt';
import { ErrorState } from '../../../components/ui/state-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { announce } from '../../../lib/announce';
import { useMoney } from '../../../lib/format';
import type { LiveStatus } from '../../../lib/live-events';
import { useLiveEvents } from '../../../lib/use-live-events';
import { createAlarm } from '../alarm';
import { useDashboard } from '../api';
import { useStoreT, useStoreTn } from '../i18n';
import { useScreenWakeLock } from '../wake-lock';
import { OrderCard, paiseOf, shortId } from './order-card';
import { StoreSwitch } from './store-switch';

type Lists = StoreDashboardResponse['data']['orders'];
const LIVE_LABEL: Record<LiveStatus, 'store.dash.live.live' | 'store.dash.live.connecting' | 'store.dash.live.reconnecting' | 'store.dash.live.offline'> = {
  idle: 'store.dash.live.connecting',
  connecting: 'store.dash.live.connecting',
  live: 'store.dash.live.live',
  reconnecting: 'store.dash.live.reconnecting',
  paused: 'store.dash.live.reconnecting',
  offline: 'store.dash.live.offline',
  unauthorized: 'store.dash.live.offline',
};
const COLUMNS: readonly { key: keyof Lists; label: 'store.dash.new' | 'store.dash.preparing' | 'store.dash.ready' | 'store.dash.out' }[] = [
  { key: 'new', label: 'store.dash.new' },
  { key: 'preparing', label: 'store.dash.preparing' },
  { key: 'ready', label: 'store.dash.ready' },
  { key: 'out_for_delivery', label: 'store.dash.out' },
];

/**
 * /store/dashboard (issue 7): live orders by stage, kept current by live events (ADR 0011; no polling),
 * a bell that rings until the new orders are acknowledged, the screen kept awake, today's numbers
 * and the open/closed switch.
 */
export function Dashboard({ token }: { token: string }) {
  const t = useStoreT();
  const tn = useStoreTn();
  const money = useMoney();
  const query = useDashboard(token);
  const { refetch } = query;
  const liveStatus = useLiveEvents(token, {
    onEvent: (event) => {
      if (event.type === 'order.status' || event.type === 'order.eta' || event.type === 'order.ready' || event.type === 'order.substitution') refetch();
    },
    onSync: refetch,
  });
  const awake = useScreenWakeLock(true);
  const alarm = useMemo(() => createAlarm(), []);
  const [soundOn, setSoundOn] = useState(() => alarm.isUnlocked());
  const [acked, setAcked] = useState<ReadonlySet<string>>(() => new Set());
  const data = query.data;
  const waiting = useMemo(() => (data?.orders.new ?? []).map((o) => o.unique_order_id).filter((id) => !acked.has(id)), [data, acked]);
  const ringing = waiting.length > 0;

  useEffect(() => {
    if (ringing) alarm.start();
    else alarm.stop();
  }, [ringing, alarm, soundOn]);
  useEffect(() => () => alarm.stop(), [alarm]);

  // Tell screen readers once per order that arrived.
  const told = useRef(new Set<string>());
  useEffect(() => {
    for (const id of waiting) {
      if (told.current.has(id)) continue;
      told.current.add(id);
      announce(t('store.dash.newAnnounce', { id: shortId(id) }));
    }
  }, [waiting, t]);

  if (query.error && !data) return <ErrorState error={query.error} onRetry={refetch} headingLevel={1} />;

  return (
    <div className="so-dash">
      <div className="so-dash__top">
        <h1 className="so-title">{t('store.dash.title')}</h1>
        <span className={`so-live so-live--${liveStatus}`} role="status">
          {t(LIVE_LABEL[liveStatus])}
        </span>
        {awake && <span className="so-awake">{t('store.dash.awake')}</span>}
        {data?.stores.map((s) => <StoreSwitch key={s.id} store={s} token={token} onChanged={refetch} showName={data.stores.length > 1} />)}
      </div>

      {!soundOn && (
        <div className="so-sound">
          <p>{t('store.dash.soundHint')}</p>
          <button
            type="button"
            className="button button--primary so-big"
            onClick={() => {
              void alarm.unlock().then(setSoundOn);
            }}
          >
            {t('store.dash.soundOn')}
          </button>
        </div>
      )}

      <PushPrompt token={token} title={t('store.dash.pushTitle')} body={t('store.dash.pushBody')} />

      {ringing && (
        <div className="so-ring" role="alert" data-ringing="true">
          <span className="so-ring__text">{tn('store.dash.ringing', waiting.length)}</span>
          <button type="button" className="button so-ring__ack so-big" onClick={() => setAcked(new Set([...acked, ...waiting]))}>
            {t('store.dash.ack')}
          </button>
        </div>
      )}

      <section className="so-today" aria-label={t('store.dash.today')}>
        <h2 className="so-visually-hidden">{t('store.dash.today')}</h2>
        <div className="so-stat">
          <span className="so-stat__label">{t('store.dash.todayOrders')}</span>
          <span className="so-stat__value" data-testid="today-orders">
            {data ? data.today.orders : '–'}
          </span>
        </div>
        <div className="so-stat">
          <span className="so-stat__label">{t('store.dash.todayTakings')}</span>
          <span className="so-stat__value so-money" data-testid="today-takings">
            {data ? money(paiseOf(data.today.takings)) : '–'}
          </span>
        </div>
        <div className="so-stat">
          <span className="so-stat__label">{t('store.dash.todayCancelled')}</span>
          <span className="so-stat__value">{data ? data.today.cancelled : '–'}</span>
        </div>
      </section>

      <div className="so-columns">
        {COLUMNS.map(({ key, label }) => {
          const list = data?.orders[key] ?? [];
          return (
            <section key={key} className={`so-column so-column--${key}`} aria-labelledby={`so-col-${key}`}>
              <h2 id={`so-col-${key}`} className="so-column__title">
                {t(label)} <span className="so-count">{data ? list.length : ''}</span>
              </h2>
              {!data && <Skeleton height={160} radius="var(--radius-l)" />}
              {data && list.length === 0 && <p className="so-empty">{key === 'new' ? t('store.dash.emptyNew') : t('store.dash.emptyList')}</p>}
              {list.map((order) => (
                <OrderCard
                  key={`${order.unique_order_id}:${order.status_id}`}
                  order={order}
                  token={token}
                  defaultMinutes={data?.stores.find((s) => s.id === order.store.id)?.preparation_time ?? 20}
                  onChanged={refetch}
                  isFresh={waiting.includes(order.unique_order_id)}
                />
              ))}
            </section>
          );
        })}
      </div>
    </div>
  );
}
