import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../lib/link';
import type { DeliveryOrderCard } from '@keka/contracts';
import { isPositionStale } from '@keka/domain';
import { PhoneIcon } from '../../components/ui/icons/phone';
import { MapIcon } from '../../components/ui/icons/map';
import { PageHeader } from '../../components/ui/page-header';
import { LoadingRegion, Skeleton } from '../../components/ui/skeleton';
import { ErrorState } from '../../components/ui/state-message';
import { announce } from '../../lib/announce';
import { isApiError } from '../../lib/api';
import { useSetting } from '../../lib/settings';
import { useQuery } from '../../lib/use-query';
import { acceptOrder, fetchRiderOrder } from '../../features/delivery/api';
import { shortId, timeOf, useRupees } from '../../features/delivery/components/format';
import { OutboxBanner } from '../../features/delivery/components/outbox-banner';
import { PinPad } from '../../features/delivery/components/pin-pad';
import { useRiderT, type RiderT } from '../../features/delivery/i18n';
import { tapOrQueue, useOutboxStore } from '../../features/delivery/outbox';
import { useRider } from '../../features/delivery/session';

import '../../features/orders/components/running-order.css';

const MapCanvas = lazy(() => import('../../features/orders/components/rider-map-canvas'));

const geoUri = (lat: number, lng: number, label: string) => `geo:${lat},${lng}?q=${lat},${lng}(${encodeURIComponent(label)})`;
const mapsUrl = (lat: number, lng: number) => `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;

/** /delivery/orders/{unique_order_id}: where to go, what to carry and collect, who to call, and the next tap. */
export function RiderOrderRoute() {
  const t = useRiderT();
  const { uniqueOrderId = '' } = useParams();
  const { token, lists, live } = useRider();
  const order = useQuery(`rider-order:${uniqueOrderId}`, (signal) => fetchRiderOrder(token, uniqueOrderId, signal));
  const { refetch } = order;
  // Lists change on every live event about the partner's orders: this one may have moved too.
  useEffect(() => {
    if (lists.data) refetch();
  }, [lists.data, refetch]);
  return (
    <div className="rider-screen">
      <PageHeader title={t('rider.order.title', { id: shortId(uniqueOrderId) })} subtitle={order.data?.store.name} fallback="/delivery" />
      <main className="rider-page">
        {live === 'offline' && (
          <p className="notice notice--info" role="status">
            {t('rider.live.offline')}
          </p>
        )}
        <OutboxBanner />
        {order.error && !order.data ? (
          <ErrorState error={order.error} onRetry={refetch} />
        ) : !order.data ? (
          <LoadingRegion>
            <Skeleton height={200} radius="var(--radius-l)" />
            <Skeleton height={120} radius="var(--radius-l)" />
          </LoadingRegion>
        ) : (
          <OrderBody order={order.data} onChanged={refetch} />
        )}
      </main>
    </div>
  );
}

function statusText(t: RiderT, order: DeliveryOrderCard, pickupQueued: boolean): string {
  if (order.is_offer) return t('rider.order.offer');
  const id = pickupQueued && order.status_id === 3 ? 4 : order.status_id;
  return id === 2 || id === 3 || id === 4 || id === 5 || id === 6 ? t(`rider.status.${id}`) : order.status;
}

function OrderBody({ order, onChanged }: { order: DeliveryOrderCard; onChanged: () => void }) {
  const t = useRiderT();
  const rupees = useRupees();
  const { token, refresh, gps } = useRider();
  const outbox = useOutboxStore((s) => s.items);
  const waiting = useMemo(() => outbox.filter((i) => i.uniqueOrderId === order.unique_order_id), [outbox, order.unique_order_id]);
  const pickupQueued = waiting.some((w) => w.kind === 'pickedup');
  const deliverQueued = waiting.some((w) => w.kind === 'delivered');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pinOpen, setPinOpen] = useState(false);
  const label = shortId(order.unique_order_id);
  const cash = order.amount_to_collect !== '0.00';
  const status = order.status_id;

  const run = async (work: () => Promise<{ queued: boolean } | void>, done?: string) => {
    setBusy(true);
    setError(null);
    try {
      const result = await work();
      if (result?.queued) announce(t('rider.outbox.queued', { action: done ?? '' }));
      else if (done) announce(done);
      setPinOpen(false);
      onChanged();
      refresh();
    } catch (e) {
      const message = isApiError(e) && e.code === 'ALREADY_ACCEPTED' ? t('rider.offerGone') : isApiError(e) ? e.message : String(e);
      setError(message);
      announce(message);
    } finally {
      setBusy(false);
    }
  };

  const pickUp = () => run(() => tapOrQueue(token, { kind: 'pickedup', uniqueOrderId: order.unique_order_id, orderLabel: label }), t('rider.pickedUp'));
  const deliver = (pin: string) => run(() => tapOrQueue(token, { kind: 'delivered', uniqueOrderId: order.unique_order_id, orderLabel: label, pin }), t('rider.delivered'));
  const accept = () => run(async () => void (await acceptOrder(token, order.unique_order_id)), t('rider.accept'));
  const target = order.customer && (status === 4 || pickupQueued) ? { lat: order.customer.latitude, lng: order.customer.longitude, name: t('rider.order.home') } : { lat: order.store.latitude, lng: order.store.longitude, name: order.store.name };
  const active = status === 3 || status === 4;
  const finished = status === 5 || status === 6;

  return (
    <>
      <section className="card rider-order__status" aria-live="polite">
        <p className="rider-order__state">{statusText(t, order, pickupQueued)}</p>
        {waiting.map((w) => (
          <p key={w.key} className="notice notice--info">
            {t('rider.order.waiting', { action: w.kind === 'pickedup' ? t('rider.pickedUp') : t('rider.delivered') })}
          </p>
        ))}
        {error && !pinOpen && (
          <p className="notice notice--danger" role="alert">
            {error}
          </p>
        )}
        {order.is_offer && (
          <button type="button" className="button button--primary button--block button--large" onClick={() => void accept()} disabled={busy}>
            {busy ? t('rider.accepting') : t('rider.accept')}
          </button>
        )}
        {status === 3 && !order.is_offer && !pickupQueued && (
          <button type="button" className="button button--primary button--block button--large" onClick={() => void pickUp()} disabled={busy}>
            {busy ? t('rider.sending') : t('rider.pickedUp')}
          </button>
        )}
        {(status === 4 || (status === 3 && pickupQueued)) && !deliverQueued && !pinOpen && (
          <button type="button" className="button button--primary button--block button--large" onClick={() => setPinOpen(true)} disabled={busy || order.pin_locked}>
            {t('rider.delivered')}
          </button>
        )}
        {order.pin_locked && <p className="notice notice--danger">{t('rider.order.pinLocked')}</p>}
        {pinOpen && <PinPad busy={busy} error={error} onSubmit={(pin) => void deliver(pin)} onCancel={() => setPinOpen(false)} />}
      </section>

      {active && <GpsLine sentAt={gps.sentAt} denied={gps.denied} />}

      {!finished && (
        <section className="card rider-order__map" aria-label={t('rider.order.map')}>
          <RiderOrderMap order={order} rider={gps.last ? { lat: gps.last.latitude, lng: gps.last.longitude } : null} />
          <div className="rider-order__nav">
            <a className="button button--secondary rider-order__navigate" href={geoUri(target.lat, target.lng, target.name)}>
              <MapIcon size={20} />
              {t('rider.order.navigate')}
              <span className="visually-hidden"> {t('rider.order.navigateTo', { place: target.name })}</span>
            </a>
            <a className="button button--ghost rider-order__navigate" href={mapsUrl(target.lat, target.lng)} target="_blank" rel="noreferrer noopener">
              {t('rider.order.navigateMaps')}
            </a>
          </div>
        </section>
      )}

      <section className="card rider-order__places">
        <h2 className="rider-order__heading">{t('rider.order.store')}</h2>
        <p className="rider-order__place">
          <strong>{order.store.name}</strong>
          <br />
          {order.store.address}
        </p>
        {order.store.phone && (
          <a className="button button--secondary button--block rider-order__call" href={`tel:${order.store.phone}`}>
            <PhoneIcon size={20} />
            {t('rider.order.callStore')}
          </a>
        )}
        <h2 className="rider-order__heading">{t('rider.order.customer')}</h2>
        {order.customer ? (
          <>
            <p className="rider-order__place">
              <strong>{order.customer.name}</strong>
              <br />
              {order.customer.house ? `${order.customer.house}, ` : ''}
              {order.customer.address}
            </p>
            {order.order_comment && (
              <p className="rider-order__note">
                <strong>{t('rider.order.note')}: </strong>
                {order.order_comment}
              </p>
            )}
            {order.customer.phone && (
              <a className="button button--secondary button--block rider-order__call" href={`tel:${order.customer.phone}`}>
                <PhoneIcon size={20} />
                {t('rider.order.callCustomer')}
              </a>
            )}
          </>
        ) : (
          <p className="rider-order__hidden">{t('rider.order.customerHidden')}</p>
        )}
      </section>

      <section className="card">
        {status !== 6 && (
          <>
            <h2 className="rider-order__heading">{status === 5 ? t('rider.earnings.cash') : t('rider.order.cash')}</h2>
            <p className={`rider-order__cash ${cash && status !== 5 ? 'is-due' : ''}`}>{cash ? rupees(order.amount_to_collect) : t('rider.order.noCash')}</p>
          </>
        )}
        <h2 className="rider-order__heading">{t('rider.order.items')}</h2>
        <ul className="rider-order__items">
          {order.items.map((item, i) => (
            <li key={`${item.name}-${i}`}>
              <span className="rider-order__qty">{item.quantity} ×</span> {item.name}
              {item.addons.length > 0 && <span className="rider-order__addons"> ({item.addons.join(', ')})</span>}
            </li>
          ))}
        </ul>
      </section>
      <Link to="/delivery" className="button button--ghost button--block">
        {t('rider.nav.orders')}
      </Link>
    </>
  );
}

function GpsLine({ sentAt, denied }: { sentAt: number | null; denied: boolean }) {
  const t = useRiderT();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 15_000);
    return () => window.clearInterval(id);
  }, []);
  if (denied) return <p className="notice notice--danger rider-gps">{t('rider.order.gpsDenied')}</p>;
  if (sentAt === null) return <p className="rider-gps">{t('rider.order.gpsNone')}</p>;
  const stale = isPositionStale(sentAt, now);
  const time = timeOf(new Date(sentAt).toISOString());
  return <p className={`rider-gps ${stale ? 'rider-gps--stale notice notice--danger' : ''}`}>{t(stale ? 'rider.order.gpsStale' : 'rider.order.gps', { time })}</p>;
}

function RiderOrderMap({ order, rider }: { order: DeliveryOrderCard; rider: { lat: number; lng: number } | null }) {
  const t = useRiderT();
  const tileUrl = useSetting('mapTileUrl');
  const attribution = useSetting('mapAttribution');
  const store = useMemo(() => ({ lat: order.store.latitude, lng: order.store.longitude }), [order.store.latitude, order.store.longitude]);
  const customer = order.customer;
  const home = useMemo(() => (customer ? { lat: customer.latitude, lng: customer.longitude } : store), [customer, store]);
  return (
    <div className="live-map rider-order__canvas">
      <Suspense fallback={<div className="live-map__canvas" />}>
        <MapCanvas
          key={`${order.unique_order_id}-${customer ? 'c' : 's'}`}
          store={store}
          home={home}
          rider={rider}
          stale={false}
          tileUrl={tileUrl}
          attribution={attribution}
          labels={{ store: t('rider.order.storePin', { name: order.store.name }), home: t('rider.order.home'), rider: t('rider.order.you') }}
        />
      </Suspense>
    </div>
  );
}
