import type { AdminEtaReportResponse } from '@keka/contracts';
import { estimateEta, etaErrorSummary, isOrderStatusId, ORDER_STATUS, riderSpeedKmh, type LatLng } from '@keka/domain';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createSweeper } from '../../lib/sweeper';
import type { LiveEvents } from '../../realtime/live-events';
import { etaRepository as repo } from './eta.repository';
import { presentLiveOrder } from './order-cards.presenter';
import { orderLifeRepository as lifeRepo, type StoreRow } from './order-life.repository';
import { orderChannels } from './order-moves';
import type { OrderRow } from './orders.repository';

const S = ORDER_STATUS;
/** The statuses whose estimate moves: the kitchen is on it, or the rider is on the way. */
const ESTIMATED: readonly number[] = [S.PREPARING, S.DELIVERY_ASSIGNED, S.READY_FOR_PICKUP, S.PICKED_UP];
/** A city's speed is learnt again after this. */
const SPEED_TTL_MS = 10 * 60_000;
/** An older position says nothing about where the rider is now. */
const POSITION_FRESH_MS = 5 * 60_000;

/** Whole minutes from now to an estimate, at least one (what a notification says). */
export const minutesUntil = (at: Date | null, now: Date): number => Math.max(1, Math.ceil(((at?.getTime() ?? now.getTime()) - now.getTime()) / 60_000));

/**
 * The live ETA of issue 36: the domain's estimate (packages/domain orders/eta) from the order, its
 * store, the rider's last position and the city's speed learnt from its delivered orders.
 */
export function createEtaEstimator(deps: { clock: Clock }) {
  const speeds = new Map<number | null, { kmh: number; until: number }>();

  async function speedOf(db: Db | Tx, cityId: number | null): Promise<number> {
    const now = deps.clock.now().getTime();
    const known = speeds.get(cityId);
    if (known && known.until > now) return known.kmh;
    const kmh = riderSpeedKmh(await repo.tripsOfCity(db, cityId));
    speeds.set(cityId, { kmh, until: now + SPEED_TTL_MS });
    return kmh;
  }

  async function estimate(db: Db | Tx, order: OrderRow, store: StoreRow, now: Date, rider?: LatLng | null): Promise<Date | null> {
    if (!isOrderStatusId(order.orderStatusId) || !ESTIMATED.includes(order.orderStatusId)) return order.etaAt;
    const riderAt =
      rider !== undefined ? rider : order.deliveryType === 'DELIVERY' && order.deliveryUserId !== null ? await repo.riderPosition(db, order.deliveryUserId, new Date(now.getTime() - POSITION_FRESH_MS)) : null;
    const customer = order.latitude !== null && order.longitude !== null ? { latitude: order.latitude, longitude: order.longitude } : null;
    return estimateEta({
      now,
      deliveryType: order.deliveryType === 'SELFPICKUP' ? 'SELFPICKUP' : 'DELIVERY',
      kitchenStartedAt: order.kitchenStartedAt ?? order.acceptedAt,
      preparationMinutes: order.preparationMinutes ?? store.preparationTime,
      readyAt: order.readyAt,
      pickedUpAt: order.pickedUpAt,
      store,
      customer,
      routeKm: order.distanceKm,
      rider: riderAt,
      speedKmh: order.deliveryType === 'DELIVERY' ? await speedOf(db, store.cityId) : 0,
    }).etaAt;
  }

  return {
    estimate,
    /** Forget the learnt speeds (tests; a city's speed is also learnt again every 10 minutes). */
    forgetSpeeds: () => speeds.clear(),
  };
}

export type EtaEstimator = ReturnType<typeof createEtaEstimator>;

/** A GPS fix moves an estimate only when it moved by a minute or more: one write a minute at most in traffic. */
const ETA_CHANGE_MS = 60_000;
const ON_THE_WAY = [S.DELIVERY_ASSIGNED, S.PICKED_UP];
/** Orders an estimate is kept for while nothing moves them: the kitchen's or the rider's. */
const KEPT_FRESH = [S.PREPARING, S.DELIVERY_ASSIGNED, S.PICKED_UP];
const SWEEP_BATCH = 200;

/**
 * Keeps estimates true between moves (issue 36). At every GPS fix the partner's orders on the way get
 * a new estimate from where he is; and every sweep, an estimate that has passed while its order is
 * still in the kitchen or on the road is made again from now (it is never left in the past). One that
 * moved by a minute is written, only if nobody changed it meanwhile, and told as `order.eta`.
 */
export function createEtaRefresher(deps: { db: Db; clock: Clock; live: LiveEvents; eta: EtaEstimator; onError: (error: unknown) => void }) {
  const { db, live, eta } = deps;

  async function refresh(order: OrderRow, store: StoreRow, at: Date, statuses: readonly number[], rider?: LatLng | null): Promise<boolean> {
    const etaAt = await eta.estimate(db, order, store, at, rider);
    if (!etaAt || (order.etaAt && Math.abs(etaAt.getTime() - order.etaAt.getTime()) < ETA_CHANGE_MS)) return false;
    const message = await db.transaction(async (tx) => {
      const moved = await repo.setEta(tx, { orderId: order.id, was: order.etaAt, etaAt, statuses });
      if (!moved) return null;
      const riderContact = moved.deliveryUserId === null ? null : await lifeRepo.contactOf(tx, moved.deliveryUserId);
      const data = presentLiveOrder(moved, { rider: riderContact, previousStatusId: moved.orderStatusId, by: 'system', note: null, at });
      return live.record(tx, { type: 'order.eta', channels: orderChannels(moved), orderId: moved.id, data });
    });
    if (message) await live.publish([message]);
    return message !== null;
  }

  async function sweep(): Promise<number> {
    const now = deps.clock.now();
    let told = 0;
    for (const { order, store } of await repo.staleEstimates(db, now, KEPT_FRESH, SWEEP_BATCH)) {
      if (await refresh(order, store, now, KEPT_FRESH)) told++;
    }
    return told;
  }

  return {
    async afterFix(riderId: number, point: LatLng, at: Date): Promise<number> {
      let told = 0;
      for (const { order, store } of await repo.riderOrders(db, riderId, ON_THE_WAY)) {
        if (await refresh(order, store, at, ON_THE_WAY, point)) told++;
      }
      return told;
    },

    /** sweep() makes passed estimates again now (tests; resolves with how many it told), start(ms) every so often, stop(). */
    ...createSweeper(sweep, deps.onError),
  };
}

export type EtaRefresher = ReturnType<typeof createEtaRefresher>;

/** More delivered orders than a report reads; the newest count. */
const REPORT_ROW_LIMIT = 100_000;
const NO_CITY = 'No city';

/** Issue 36: the ETA error of the last `days` days, p50 and p90 of (delivered − first promised), per city and store. */
export async function etaReport(db: Db, now: Date, days: number): Promise<AdminEtaReportResponse['data']> {
  const rows = await repo.promiseErrorsSince(db, new Date(now.getTime() - days * 86_400_000), REPORT_ROW_LIMIT);
  const group = <K>(key: (r: (typeof rows)[number]) => K) => {
    const groups = new Map<K, typeof rows>();
    for (const r of rows) {
      const list = groups.get(key(r));
      if (list) list.push(r);
      else groups.set(key(r), [r]);
    }
    return [...groups.values()];
  };
  const summary = (list: typeof rows) => etaErrorSummary(list.map((r) => r.minutes));
  const worstFirst = <T extends { p90: number; orders: number }>(a: T, b: T) => b.p90 - a.p90 || b.orders - a.orders;
  return {
    days,
    overall: summary(rows),
    cities: group((r) => r.cityId)
      .map((list) => ({ city_id: list[0]?.cityId ?? null, city: list[0]?.city ?? NO_CITY, ...summary(list) }))
      .sort(worstFirst),
    stores: group((r) => r.storeId)
      .map((list) => ({ store_id: list[0]?.storeId ?? 0, store: list[0]?.store ?? '', city: list[0]?.city ?? NO_CITY, ...summary(list) }))
      .sort(worstFirst),
  };
}
