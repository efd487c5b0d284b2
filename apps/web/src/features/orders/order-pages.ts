import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { GetOrdersResponse, OrderListEntry } from '@keka/contracts';
import type { LiveStatus } from '../../lib/live-events';
import { useLiveEvents } from '../../lib/use-live-events';
import { useQuery } from '../../lib/use-query';
import { fetchOrders } from './api';
import { isFinished } from './status';

/** Orders per page of /my-orders (the server allows up to 20). */
export const ORDERS_PER_PAGE = 10;

interface More {
  readonly key: string;
  readonly entries: readonly OrderListEntry[];
  readonly page: number;
  readonly hasMore: boolean;
}

export interface OrderPages {
  readonly entries: readonly OrderListEntry[] | undefined;
  readonly error: unknown;
  readonly refetch: () => void;
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  readonly moreError: unknown;
  /** Loads the next page; resolves with the orders it added. */
  readonly loadMore: () => Promise<readonly OrderListEntry[]>;
  readonly liveStatus: LiveStatus;
}

/**
 * /my-orders: the first page through the shared query cache, later pages on 'Load more'. Statuses follow
 * order.status events while the list is open; a new order, a reconnect or stream.resync reads the first
 * page again (orders move up to the running section as they start, down as they finish).
 */
export function useOrderPages(token: string | null): OrderPages {
  const key = token ? `get-orders:${token.slice(-8)}` : null;
  const first = useQuery(key, (signal) => fetchOrders(1, ORDERS_PER_PAGE, token ?? '', signal));
  const [more, setMore] = useState<More | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<unknown>(null);
  const [moved, setMoved] = useState<ReadonlyMap<string, Move>>(new Map());
  const known = useRef(new Set<string>());

  const { refetch } = first;
  const liveStatus = useLiveEvents(token, {
    onEvent(event) {
      if (event.type !== 'order.status') return;
      const { unique_order_id: id, status_id, status, at } = event.data;
      if (!known.current.has(id)) return refetch();
      setMoved((prev) => new Map(prev).set(id, { status_id, status, at: Date.parse(at) }));
    },
    onSync: refetch,
  });

  const extra = more && more.key === key ? more : null;
  const entries = first.data ? merge(first.data, extra, moved) : undefined;
  useLayoutEffect(() => {
    known.current = new Set(entries?.map((e) => e.unique_order_id));
  });
  const hasMore = extra ? extra.hasMore : (first.data?.has_more ?? false);

  const loadMore = useCallback(async () => {
    if (!token || !key) return [];
    const page = (extra?.page ?? 1) + 1;
    setLoadingMore(true);
    setMoreError(null);
    try {
      const answer = await fetchOrders(page, ORDERS_PER_PAGE, token);
      const fresh = answer.data.filter((e) => !known.current.has(e.unique_order_id));
      setMore({ key, page, hasMore: answer.has_more, entries: [...(extra?.entries ?? []), ...fresh] });
      return fresh;
    } catch (error) {
      setMoreError(error);
      return [];
    } finally {
      setLoadingMore(false);
    }
  }, [token, key, extra]);

  return { entries, error: first.error, refetch, hasMore, loadingMore, moreError, loadMore, liveStatus };
}

/** A status an event announced, and when. */
interface Move {
  readonly status_id: number;
  readonly status: string;
  readonly at: number;
}

/** The newest moment a list entry knows of; an announced status older than it is already in it. */
const stampOf = (e: OrderListEntry) => Math.max(...[e.created_at, e.delivered_at, e.cancelled_at].map((at) => (at ? Date.parse(at) : 0)));

/** Page one, then later pages without repeats (offset pages shift as orders move), statuses as events said. */
function merge(first: GetOrdersResponse, extra: More | null, moved: ReadonlyMap<string, Move>): OrderListEntry[] {
  const seen = new Set<string>();
  const all: OrderListEntry[] = [];
  for (const entry of [...first.data, ...(extra?.entries ?? [])]) {
    if (seen.has(entry.unique_order_id)) continue;
    seen.add(entry.unique_order_id);
    const change = moved.get(entry.unique_order_id);
    all.push(change && change.status_id !== entry.orderstatus_id && change.at >= stampOf(entry) ? { ...entry, orderstatus_id: change.status_id, status: change.status, is_running: !isFinished(change.status_id) } : entry);
  }
  return all;
}
