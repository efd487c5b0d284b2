import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { GpsPointView, OrderView } from '@keka/contracts';
import type { LiveStatus } from '../../lib/live-events';
import { useLiveEvents } from '../../lib/use-live-events';
import { useRiderPosition, useSingleOrder } from './api';
import { applyOrderEvent, withFetched, type LiveOrderState } from './live-order';
import { isFinished, isWithRider } from './status';

export interface LiveOrder {
  readonly order: OrderView | undefined;
  readonly error: unknown;
  readonly refetch: () => void;
  /** An answer of our own (cancel-order) to show at once. */
  readonly replace: (order: OrderView) => void;
  readonly liveStatus: LiveStatus;
}

/**
 * The running order, kept current by live events instead of polling (ADR 0011): order.status, order.eta
 * and order.ready replace the timeline; the order is read again when the stream (re)opens, on
 * stream.resync, and once it finishes (refund and payment are not in the events). A finished order
 * stops listening.
 */
export function useLiveOrder(uniqueOrderId: string | undefined, token: string | null): LiveOrder {
  const query = useSingleOrder(uniqueOrderId, token);
  const [live, setLive] = useState<LiveOrderState | null>(null);
  const fetched = query.data;
  const mine = live && live.order.unique_order_id === uniqueOrderId ? live : null;
  const state = fetched ? withFetched(mine, fetched) : mine;
  const fetchedRef = useRef(fetched);
  useLayoutEffect(() => {
    fetchedRef.current = fetched;
  });

  // An answer from the shared cache may be older than events this page did not hear: ask again once.
  const fromCache = useRef(fetched !== undefined);
  const { refetch } = query;
  useEffect(() => {
    if (fromCache.current) refetch();
  }, [refetch]);

  const running = state ? !isFinished(state.order.orderstatus_id) : true;
  const liveStatus = useLiveEvents(running && uniqueOrderId ? token : null, {
    onEvent(event) {
      if (event.type !== 'order.status' && event.type !== 'order.eta' && event.type !== 'order.ready' && event.type !== 'order.substitution') return;
      if (event.data.unique_order_id !== uniqueOrderId) return;
      // Lines and bill changed (issue 36): events carry the timeline only, so the order is read again.
      if (event.type === 'order.substitution') {
        refetch();
        return;
      }
      setLive((prev) => {
        const latest = fetchedRef.current;
        const own = prev && prev.order.unique_order_id === uniqueOrderId ? prev : null;
        const base = latest ? withFetched(own, latest) : own;
        return (base && applyOrderEvent(base, event.data)) ?? prev;
      });
      if (isFinished(event.data.status_id)) refetch();
    },
    onSync: refetch,
  });
  const replace = useCallback((order: OrderView) => setLive((prev) => withFetched(prev, order)), []);
  return { order: state?.order, error: query.error, refetch, replace, liveStatus };
}

const newer = (a: GpsPointView | null | undefined, b: GpsPointView | null): GpsPointView | null => {
  if (!a) return b;
  if (!b) return a;
  return Date.parse(b.at) >= Date.parse(a.at) ? b : a;
};

/** The partner's position while they have the order: the last stored point, then rider.location events (no reload). */
export function useRiderLocation(order: OrderView | undefined, token: string | null): GpsPointView | null {
  const active = order !== undefined && order.delivery_type === 'DELIVERY' && isWithRider(order.orderstatus_id);
  const id = active ? order.unique_order_id : null;
  const stored = useRiderPosition(id, order?.orderstatus_id ?? 0, token);
  const [pushed, setPushed] = useState<{ id: string; point: GpsPointView } | null>(null);
  useLiveEvents(id ? token : null, {
    onEvent(event) {
      if (event.type !== 'rider.location' || event.data.unique_order_id !== id) return;
      const { latitude, longitude, heading, speed, at } = event.data;
      setPushed((prev) => (prev?.id === id && Date.parse(prev.point.at) > Date.parse(at) ? prev : { id, point: { latitude, longitude, heading, speed, at } }));
    },
    onSync: stored.refetch,
  });
  if (!id) return null;
  return newer(stored.data, pushed?.id === id ? pushed.point : null);
}

/** The clock, ticking every `everyMs` while `active` (countdowns, "last seen" ages). */
export function useNow(everyMs: number, active = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    const id = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(id);
  }, [everyMs, active]);
  return now;
}

/**
 * The clock for a countdown to `target` (ms): read when the component mounts (key it by the target so
 * a new ETA starts from a fresh reading), then again exactly when the minute shown changes, and never
 * after the target has passed (the display says 'late' from then on).
 */
export function useCountdownClock(target: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (target === null || Number.isNaN(target)) return undefined;
    const left = target - now;
    if (left <= 0) return undefined;
    const id = window.setTimeout(() => setNow(Date.now()), (left % 60_000 || 60_000) + 20);
    return () => window.clearTimeout(id);
  }, [target, now]);
  return now;
}
