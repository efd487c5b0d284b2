import type { StoreDashboardResponse, StoreOrderCard, StoreOrderDetail, StoreOrdersByDateResponse, storeOrdersByDateRequest } from '@keka/contracts';
import type { z } from 'zod';
import {
  acceptTarget,
  canExtendPromise,
  canChangePreparationTime,
  canMarkReadyInPlace,
  canTransition,
  handOverTarget,
  isOrderStatusId,
  ORDER_STATUS,
  paise,
  parseRupees,
  toRupeeString,
} from '@keka/domain';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { startOfLocalDay, type Clock } from '../../lib/clock';
import { fail, notFound } from '../../lib/errors';
import type { SettingsService } from '../settings/settings.service';
import { cancellation } from './order-cancel';
import { minutesUntil } from './eta.service';
import { isPinLocked, presentHistory, presentStoreCard } from './order-cards.presenter';
import { orderLifeRepository as repo, type OrderFacts } from './order-life.repository';
import { invalidTransition, machineActor, type OrderMoves } from './order-moves';
import { customerNotices } from './order-notices';
import type { OrderAccess, OrderRelation } from './orders.access';
import type { OrderRow } from './orders.repository';
import { substitutionsRepository } from './substitutions.repository';

const S = ORDER_STATUS;
/** The store side of an order: its owners, and admins who help them (SECURITY 15). */
const STORE_SIDE: readonly OrderRelation[] = ['store', 'admin'];
const LIVE_STATUSES = [S.PLACED, S.SCHEDULED, S.SCHEDULED_CONFIRMED, S.PREPARING, S.DELIVERY_ASSIGNED, S.READY_FOR_PICKUP, S.PICKED_UP];
const DASHBOARD_LIST_LIMIT = 50;
/** A day's list: more than any one kitchen sends in a day. */
const DAY_LIST_LIMIT = 1000;


export function createStoreOrdersService(deps: { db: Db; clock: Clock; access: OrderAccess; moves: OrderMoves; settings: SettingsService }) {
  const { db, clock, access, moves } = deps;

  async function detail(orderId: number): Promise<StoreOrderDetail> {
    const [card] = await repo.loadCards(db, { kind: 'order', orderId }, 1);
    if (!card) notFound('We could not find this order.');
    return { ...presentStoreCard(card), status_history: presentHistory(await repo.listHistory(db, orderId)) };
  }

  /** Starts the kitchen's clock: preparation minutes (default: the store's); its first estimate is the promise. */
  async function startKitchen(actor: Actor, facts: OrderFacts, minutes: number | undefined, firstAccept: boolean): Promise<OrderRow> {
    const { store } = facts;
    const now = clock.now();
    const prep = minutes ?? store.preparationTime;
    const pickup = facts.order.deliveryType === 'SELFPICKUP';
    return moves.move(actor, facts, {
      to: S.PREPARING,
      set: { preparationMinutes: prep, kitchenStartedAt: now, ...(firstAccept ? { acceptedAt: now } : {}) },
      promise: 'first',
      note: `Preparation time ${prep} minutes`,
      event: 'order.status',
      notice: (moved) => {
        const total = minutesUntil(moved.etaAt, now);
        return firstAccept ? customerNotices.accepted(store.name, pickup, total) : customerNotices.preparing(store.name, pickup, total);
      },
    });
  }

  /** The kitchen cannot finish an order while a replacement waits for the customer's answer (issue 36). */
  async function assertNoneWaiting(order: OrderRow): Promise<void> {
    if (await substitutionsRepository.hasPending(db, order.id)) {
      fail('SUBSTITUTION_PENDING', 'A replacement is waiting for the customer’s answer. It is settled by their choice within a few minutes.', { status_id: order.orderStatusId });
    }
  }

  async function handOver(actor: Actor, facts: OrderFacts): Promise<OrderRow> {
    const { order, store } = facts;
    await assertNoneWaiting(order);
    const to = isOrderStatusId(order.orderStatusId) ? handOverTarget(order.orderStatusId, order.deliveryType) : null;
    if (to === null) invalidTransition(order);
    const now = clock.now();
    if (to === S.PICKED_UP) {
      return moves.move(actor, facts, {
        to,
        set: { pickedUpAt: now, readyAt: order.readyAt ?? now },
        note: 'Handed over to the delivery partner',
        event: 'order.status',
        notice: (_moved, rider) => customerNotices.pickedUp(rider?.name ?? null),
        alsoInTx: (tx) => repo.updateAssignment(tx, order.id, { status: 'PICKED_UP', pickedUpAt: now, updatedAt: now }),
      });
    }
    return moves.move(actor, facts, {
      to,
      set: { deliveredAt: now, ...(order.paymentMethod === 'COD' ? { paymentStatus: 'PAID' as const } : {}) },
      note: 'Collected by the customer',
      event: 'order.status',
      notice: () => customerNotices.collected(store.name),
    });
  }

  async function markReady(actor: Actor, facts: OrderFacts): Promise<OrderRow> {
    const { order, store } = facts;
    await assertNoneWaiting(order);
    const s = order.orderStatusId;
    if (!isOrderStatusId(s)) invalidTransition(order);
    const now = clock.now();
    if (canTransition(s, S.READY_FOR_PICKUP, machineActor(actor), order.deliveryType)) {
      return moves.move(actor, facts, { to: S.READY_FOR_PICKUP, set: { readyAt: now }, event: 'order.status', notice: () => customerNotices.readyForPickup(store.name) });
    }
    if (order.readyAt !== null) fail('INVALID_TRANSITION', 'This order is already marked ready.', { status_id: s });
    if (!canMarkReadyInPlace(s, order.deliveryType, false)) invalidTransition(order);
    // A delivery order stays where it is until the rider picks it up; the store and the rider learn it is ready.
    return moves.move(actor, facts, { to: null, set: { readyAt: now }, event: 'order.ready', onlyNotReady: true });
  }

  /**
   * A new preparation time. Shorter: the estimate moves, the promise stays. Longer: the store extends
   * its promise, once, with a reason the customer is told (issue 36).
   */
  async function changePreparationTime(actor: Actor, facts: OrderFacts, minutes: number, reason: string | null): Promise<OrderRow> {
    const { order, store } = facts;
    const s = order.orderStatusId;
    if (!isOrderStatusId(s) || !canChangePreparationTime(s, order.readyAt !== null)) invalidTransition(order);
    const before = order.preparationMinutes ?? store.preparationTime;
    const extends_ = minutes > before;
    if (extends_ && !canExtendPromise(order.promiseExtendedAt)) fail('ALREADY_EXTENDED', 'The preparation time can be extended only once. Call the customer if the order needs longer.', { status_id: s });
    if (extends_ && !reason) fail('REASON_REQUIRED', 'Say why the order needs more time: the customer is told.');
    const now = clock.now();
    const said = extends_ ? reason : null;
    return moves.move(actor, facts, {
      to: null,
      set: { preparationMinutes: minutes, ...(said ? { promiseExtensionReason: said } : {}) },
      ...(extends_ ? { promise: 'extend' as const } : {}),
      note: said ? `Preparation time changed to ${minutes} minutes: ${said}` : `Preparation time changed to ${minutes} minutes`,
      event: 'order.eta',
      onlyNotReady: true,
      notice: (moved) => customerNotices.etaChanged(store.name, minutesUntil(moved.etaAt, now), said),
    });
  }

  return {
    async getOrder(actor: Actor, uniqueOrderId: string): Promise<StoreOrderDetail> {
      const { order } = await access.require(actor, uniqueOrderId, STORE_SIDE);
      return detail(order.id);
    },

    /** Placed → preparing (with the kitchen's minutes and the ETA), or scheduled → confirmed for its slot. */
    async accept(actor: Actor, uniqueOrderId: string, minutes?: number): Promise<StoreOrderDetail> {
      const facts = await access.require(actor, uniqueOrderId, STORE_SIDE);
      const { order, store } = facts;
      const to = isOrderStatusId(order.orderStatusId) ? acceptTarget(order.orderStatusId) : null;
      if (to === null) invalidTransition(order);
      if (to === S.PREPARING) return detail((await startKitchen(actor, facts, minutes, true)).id);
      const moved = await moves.move(actor, facts, {
        to,
        set: { acceptedAt: clock.now() },
        event: 'order.status',
        notice: () => customerNotices.scheduleConfirmed(store.name, order.slotName && order.slotDate ? { name: order.slotName, date: order.slotDate } : null),
      });
      return detail(moved.id);
    },

    async decline(actor: Actor, uniqueOrderId: string, reason: string): Promise<StoreOrderDetail> {
      const facts = await access.require(actor, uniqueOrderId, STORE_SIDE);
      if (facts.order.readyAt !== null) fail('INVALID_TRANSITION', 'This order is ready and waits for its delivery partner; ask support to cancel it.', { status_id: facts.order.orderStatusId });
      const spec = cancellation(actor, facts.order, { reason, at: clock.now(), notice: (refund) => customerNotices.declined(facts.store.name, reason, refund) });
      return detail((await moves.move(actor, facts, { ...spec, onlyNotReady: true })).id);
    },

    /** Scheduled confirmed → preparing, on the day of the slot. */
    async startPreparing(actor: Actor, uniqueOrderId: string, minutes?: number): Promise<StoreOrderDetail> {
      const facts = await access.require(actor, uniqueOrderId, STORE_SIDE);
      if (facts.order.orderStatusId !== S.SCHEDULED_CONFIRMED) invalidTransition(facts.order);
      return detail((await startKitchen(actor, facts, minutes, false)).id);
    },

    async markReady(actor: Actor, uniqueOrderId: string): Promise<StoreOrderDetail> {
      return detail((await markReady(actor, await access.require(actor, uniqueOrderId, STORE_SIDE))).id);
    },

    async handedOver(actor: Actor, uniqueOrderId: string): Promise<StoreOrderDetail> {
      return detail((await handOver(actor, await access.require(actor, uniqueOrderId, STORE_SIDE))).id);
    },

    async updatePreparationTime(actor: Actor, uniqueOrderId: string, minutes: number, reason: string | null = null): Promise<StoreOrderDetail> {
      return detail((await changePreparationTime(actor, await access.require(actor, uniqueOrderId, STORE_SIDE), minutes, reason)).id);
    },

    /** After too many wrong PINs the store (having called the customer) lets the rider try again. */
    async unlockPin(actor: Actor, uniqueOrderId: string): Promise<StoreOrderDetail> {
      const { order } = await access.require(actor, uniqueOrderId, STORE_SIDE);
      if (!isPinLocked(order)) fail('INVALID_TRANSITION', 'This order is not locked.', { status_id: order.orderStatusId });
      if (!(await repo.resetPinAttempts(db, { orderId: order.id, status: S.PICKED_UP, at: clock.now() }))) invalidTransition(order);
      return detail(order.id);
    },

    /** One local day of the owner's orders (newest first) with filters and the listed orders' totals. */
    async ordersOfDay(actor: Actor, input: z.output<typeof storeOrdersByDateRequest>): Promise<StoreOrdersByDateResponse['data']> {
      const managed = await access.managedStoreIds(actor);
      if (input.store_id !== undefined && managed !== 'all' && !managed.includes(input.store_id)) notFound('We could not find this store.');
      const storeIds = input.store_id !== undefined ? [input.store_id] : managed;
      const timeZone = await deps.settings.get('timezone', 'Asia/Kolkata');
      const from = startOfLocalDay(new Date(`${input.date}T12:00:00Z`), timeZone);
      const to = startOfLocalDay(new Date(from.getTime() + 36 * 3_600_000), timeZone);
      const cards = await repo.loadCards(db, { kind: 'storeBetween', storeIds, from, to, skipStatuses: [S.AWAITING_PAYMENT, S.PAYMENT_FAILED] }, DAY_LIST_LIMIT);
      const listed = cards.map(presentStoreCard).filter((c) => matchesDayFilter(c, input.status, input.delivery_type));
      const sum = (list: readonly StoreOrderCard[]) => list.reduce((acc, c) => acc + parseRupees(c.bill.total), 0);
      const delivered = listed.filter((c) => c.status_id === S.DELIVERED);
      const live = listed.filter((c) => c.status_id !== S.CANCELLED);
      return {
        date: input.date,
        orders: listed,
        totals: {
          orders: listed.length,
          delivered: delivered.length,
          cancelled: listed.filter((c) => c.status_id === S.CANCELLED).length,
          takings: toRupeeString(paise(sum(delivered))),
          value: toRupeeString(paise(sum(live))),
        },
      };
    },

    async dashboard(actor: Actor): Promise<StoreDashboardResponse['data']> {
      const storeIds = await access.managedStoreIds(actor);
      const timeZone = await deps.settings.get('timezone', 'Asia/Kolkata');
      const since = startOfLocalDay(clock.now(), timeZone);
      const [stores, cards, totals] = await Promise.all([
        repo.listStores(db, storeIds),
        repo.loadCards(db, { kind: 'storeLive', storeIds, statuses: LIVE_STATUSES }, 4 * DASHBOARD_LIST_LIMIT),
        repo.storeTotalsSince(db, storeIds, since, [S.AWAITING_PAYMENT, S.PAYMENT_FAILED]),
      ]);
      const lists = { new: [], preparing: [], ready: [], out_for_delivery: [] } as StoreDashboardResponse['data']['orders'];
      for (const card of cards) {
        const list = lists[dashboardList(card.order)];
        if (list.length < DASHBOARD_LIST_LIMIT) list.push(presentStoreCard(card));
      }
      return {
        stores: stores.map((s) => ({ id: s.id, name: s.name, slug: s.slug, image: s.image, is_active: s.isActive, preparation_time: s.preparationTime, delivery_time: s.deliveryTime })),
        orders: lists,
        today: { orders: totals.orders, delivered: totals.delivered, cancelled: totals.cancelled, takings: toRupeeString(paise(totals.takingsPaise)) },
      };
    },
  };
}

function matchesDayFilter(card: StoreOrderCard, status: 'all' | 'live' | 'delivered' | 'cancelled', deliveryType: 'ALL' | 'DELIVERY' | 'SELFPICKUP'): boolean {
  if (deliveryType !== 'ALL' && card.delivery_type !== deliveryType) return false;
  switch (status) {
    case 'all':
      return true;
    case 'delivered':
      return card.status_id === S.DELIVERED;
    case 'cancelled':
      return card.status_id === S.CANCELLED;
    case 'live':
      return card.status_id !== S.DELIVERED && card.status_id !== S.CANCELLED;
  }
}

/** Where a live order shows on the dashboard (contracts storeDashboardResponse). */
function dashboardList(order: OrderRow): 'new' | 'preparing' | 'ready' | 'out_for_delivery' {
  switch (order.orderStatusId) {
    case S.PLACED:
    case S.SCHEDULED:
      return 'new';
    case S.READY_FOR_PICKUP:
      return 'ready';
    case S.PICKED_UP:
      return 'out_for_delivery';
    default:
      return order.readyAt === null ? 'preparing' : 'ready';
  }
}

export type StoreOrdersService = ReturnType<typeof createStoreOrdersService>;
