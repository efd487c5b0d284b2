import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import type { DeliveryUserInfo } from '@keka/contracts';
import { announce } from '../../lib/announce';
import { useNetworkStore } from '../../lib/network';
import { useLiveEvents } from '../../lib/use-live-events';
import type { LiveStatus } from '../../lib/live-events';
import { useQuery, type QueryState } from '../../lib/use-query';
import { ringForOffer } from './alert';
import { fetchRiderInfo, fetchRiderLists, type DeliveryLists } from './api';
import { useRiderGps, type GpsState } from './gps';
import { useRiderT } from './i18n';
import { loadOutbox, replayOutbox, useOutboxStore } from './outbox';

export interface RiderData {
  readonly token: string;
  readonly info: QueryState<DeliveryUserInfo>;
  readonly lists: QueryState<DeliveryLists>;
  readonly live: LiveStatus;
  readonly gps: GpsState;
  /** Reads the partner's numbers and lists again (after a tap, a switch, a reconnect). */
  readonly refresh: () => void;
}

const RiderContext = createContext<RiderData | null>(null);

export function useRider(): RiderData {
  const value = useContext(RiderContext);
  if (!value) throw new Error('useRider outside RiderProvider');
  return value;
}

const LIST_EVENTS = new Set(['order.offer', 'order.offer_closed', 'order.status', 'order.ready', 'order.eta', 'order.substitution']);
/** A weak signal can say "online" while nothing gets through: try the outbox again this often. */
const OUTBOX_RETRY_MS = 15_000;

/**
 * The partner's live data for every screen of the area: his numbers, his lists (offers arrive over
 * SSE and ring), GPS while he has an order, and the outbox sent again when the connection returns.
 */
export function RiderProvider({ token, children }: { token: string; children: ReactNode }) {
  const t = useRiderT();
  const info = useQuery(`rider-info:${token}`, (signal) => fetchRiderInfo(token, {}, signal));
  const lists = useQuery(`rider-lists:${token}`, (signal) => fetchRiderLists(token, signal));
  const { refetch: refetchInfo } = info;
  const { refetch: refetchLists } = lists;
  const refresh = useCallback(() => {
    refetchInfo();
    refetchLists();
  }, [refetchInfo, refetchLists]);
  const live = useLiveEvents(token, {
    onEvent: (event) => {
      if (LIST_EVENTS.has(event.type)) refresh();
    },
    onSync: refresh,
  });

  const say = useCallback((store: string) => announce(t('rider.newOffer', { store })), [t]);
  useNewOfferAlert(lists.data, say);
  useOutboxReplay(token, refresh);

  // Which orders he carries: a new one starts a fresh reading, sent at once to its customer.
  const carrying = [...(lists.data?.accepted ?? []), ...(lists.data?.picked_up ?? [])].map((o) => o.unique_order_id).sort().join(',');
  const gps = useRiderGps(token, carrying);
  const value: RiderData = { token, info, lists, live, gps, refresh };
  return <RiderContext.Provider value={value}>{children}</RiderContext.Provider>;
}

/** Rings (sound, vibration, a polite announcement) when an offer appears that was not there before. */
function useNewOfferAlert(lists: DeliveryLists | undefined, say: (store: string) => void): void {
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!lists) return;
    const ids = lists.new_orders.map((o) => o.unique_order_id);
    const fresh = seen.current ? lists.new_orders.filter((o) => !seen.current?.has(o.unique_order_id)) : [];
    seen.current = new Set(ids);
    const first = fresh[0];
    if (first) {
      ringForOffer();
      say(first.store.name);
    }
  }, [lists, say]);
}

function useOutboxReplay(token: string, after: () => void): void {
  const pending = useOutboxStore((s) => s.items.length);
  const afterRef = useRef(after);
  useLayoutEffect(() => {
    afterRef.current = after;
  });
  useEffect(() => {
    const run = () => {
      if (useNetworkStore.getState().offline) return;
      void replayOutbox(token).then((settled) => {
        if (settled > 0) afterRef.current();
      });
    };
    void loadOutbox().then(run);
    const unsubscribe = useNetworkStore.subscribe((s, before) => {
      if (before.offline && !s.offline) run();
    });
    return unsubscribe;
  }, [token]);
  useEffect(() => {
    if (pending === 0) return undefined;
    const id = window.setInterval(() => {
      if (!useNetworkStore.getState().offline) void replayOutbox(token).then((n) => n > 0 && afterRef.current());
    }, OUTBOX_RETRY_MS);
    return () => window.clearInterval(id);
  }, [pending, token]);
}
