import { lazy, Suspense, useMemo } from 'react';
import type { GpsPointView, OrderView } from '@keka/contracts';
import { distanceKm } from '@keka/domain';
import { useDistance } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { useSetting } from '../../../lib/settings';
import { useOrderTimes } from '../time';

const RiderMapCanvas = lazy(() => import('./rider-map-canvas'));

/** A position older than this is shown as stale: the partner's phone may have lost its signal. */
export const STALE_POSITION_MS = 2 * 60_000;

export interface RiderMapProps {
  readonly order: OrderView;
  readonly position: GpsPointView | null;
  readonly now: number;
}

/**
 * While a partner has a delivery order: the map (store, address, partner) and the same in words for
 * everyone who cannot see it (DESIGN "Access"): how far the partner is and how fresh that is.
 */
export function RiderMap({ order, position, now }: RiderMapProps) {
  const t = useT();
  const times = useOrderTimes();
  const formatKm = useDistance();
  const tileUrl = useSetting('mapTileUrl');
  const attribution = useSetting('mapAttribution');
  const { restaurant, address } = order;
  const store = useMemo(() => ({ lat: restaurant.latitude, lng: restaurant.longitude }), [restaurant.latitude, restaurant.longitude]);
  const home = useMemo(() => (address ? { lat: address.latitude, lng: address.longitude } : null), [address]);
  const rider = useMemo(() => (position ? { lat: position.latitude, lng: position.longitude } : null), [position]);
  if (!home) return null;
  const name = order.rider?.name ?? t('order.map.rider');
  const stale = position !== null && now - Date.parse(position.at) > STALE_POSITION_MS;
  const away = position ? formatKm(distanceKm(position, { latitude: home.lat, longitude: home.lng })) : '';
  const summary = !position
    ? t('order.map.waiting', { name })
    : t(stale ? 'order.map.stale' : 'order.map.near', { name, distance: away, time: times.at(position.at, new Date(now)) });
  return (
    <section className="card order-map" aria-labelledby="order-map-heading">
      <h2 id="order-map-heading" className="order-card__title">
        {t('order.map.title')}
      </h2>
      <div className="live-map" role="region" aria-label={t('order.map.label')}>
        <Suspense fallback={<div className="live-map__canvas" />}>
          <RiderMapCanvas
            key={order.unique_order_id}
            store={store}
            home={home}
            rider={rider}
            stale={stale}
            tileUrl={tileUrl}
            attribution={attribution}
            labels={{ store: t('order.map.store', { name: restaurant.name }), home: t('order.map.home'), rider: name }}
          />
        </Suspense>
      </div>
      <p className={`order-map__summary ${stale ? 'order-map__summary--stale' : ''}`}>{summary}</p>
    </section>
  );
}
