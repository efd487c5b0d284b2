import { type AdminOrderDetail, type AdminOrderRider, type AdminOrdersResponse, type AdminOverviewResponse, type adminOrdersRequest } from '@keka/contracts';
import type { z } from 'zod';
import { canTransition, haversineKm, isOrderStatusId, nextStatuses, ORDER_STATUS, paise, toRupeeString, type OrderStatusId } from '@keka/domain';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { localDate, startOfLocalDay, type Clock } from '../../lib/clock';
import { fail, notFound } from '../../lib/errors';
import type { AdminWrites, AuditEntry } from '../admin/admin-writes';
import type { SettingsService } from '../settings/settings.service';
import { compensationGifts } from '../compensation/compensation-gifts';
import { adminOrdersRepository as adminRepo } from './admin-orders.repository';
import { cancellation } from './order-cancel';
import { etaReport, minutesUntil } from './eta.service';
import { amountToCollect, presentStoreCard } from './order-cards.presenter';
import { orderLifeRepository as repo, type OrderFacts } from './order-life.repository';
import { invalidTransition, type MoveSpec, type MoveTransaction, type OrderMoves } from './order-moves';
import { customerNotices } from './order-notices';
import { refundMove } from './refund-move';
import { paidPaise, refundablePaise } from './paid';
import { channel } from '../../realtime/channels';
import { iso, statusName } from './order-parts.presenter';
import type { RiderLedger } from './delivery-orders.service';
import type { OrderAccess } from './orders.access';
import type { OrderRow } from './orders.repository';

const S = ORDER_STATUS;
const LIVE_STATUSES = [S.PLACED, S.SCHEDULED, S.SCHEDULED_CONFIRMED, S.PREPARING, S.DELIVERY_ASSIGNED, S.READY_FOR_PICKUP, S.PICKED_UP, S.AWAITING_PAYMENT];
const UNPAID = [S.AWAITING_PAYMENT, S.PAYMENT_FAILED];
/** A rider is needed to move an order to "assigned": an admin cannot force that one. */
const NOT_FORCEABLE: readonly number[] = [S.DELIVERY_ASSIGNED];
const rupees = (p: number) => toRupeeString(paise(p));

/** A delivery order with no rider yet being prepared, or one whose rider has not picked it up: an admin may give it to a partner. */
export function canAssignRider(order: Pick<OrderRow, 'orderStatusId' | 'deliveryType' | 'deliveryUserId'>): boolean {
  if (order.deliveryType !== 'DELIVERY') return false;
  return (order.orderStatusId === S.PREPARING && order.deliveryUserId === null) || (order.orderStatusId === S.DELIVERY_ASSIGNED && order.deliveryUserId !== null);
}

/** The moves the state machine allows an admin on this order now (and that need nothing more than a reason). */
export function adminMoves(order: Pick<OrderRow, 'orderStatusId' | 'deliveryType'>): OrderStatusId[] {
  const s = order.orderStatusId;
  if (!isOrderStatusId(s)) return [];
  return nextStatuses(s, 'admin', order.deliveryType).filter((to) => !NOT_FORCEABLE.includes(to));
}

/**
 * The admin console's side of orders (issue 11): search, the whole order with its history, a forced move
 * and a refund to the wallet. Both writes go through the one move engine, inside the admin write's
 * transaction, so notifications, live events, refunds, scratch cards and referrals run as for every
 * move and the audit row commits with them.
 */
export function createAdminOrdersService(deps: { db: Db; clock: Clock; access: OrderAccess; moves: OrderMoves; settings: SettingsService; writes: AdminWrites; ledger?: RiderLedger }) {
  const { db, clock, access, moves, writes } = deps;

  const timeZone = () => deps.settings.get('timezone', 'Asia/Kolkata');

  async function detail(orderId: number): Promise<AdminOrderDetail> {
    const [card] = await repo.loadCards(db, { kind: 'order', orderId }, 1);
    if (!card) notFound('We could not find this order.');
    const { order } = card;
    const [people, history, attempts, given] = await Promise.all([
      adminRepo.people(db, order.userId, order.deliveryUserId),
      adminRepo.history(db, order.id),
      adminRepo.onlinePayments(db, order.id),
      compensationGifts.ofOrder(db, order.id),
    ]);
    const customer = people.find((p) => p.id === order.userId);
    const rider = order.deliveryUserId === null ? undefined : people.find((p) => p.id === order.deliveryUserId);
    const { actions: _actions, ...view } = presentStoreCard(card);
    return {
      ...view,
      id: order.id,
      customer: { id: order.userId, name: customer?.name ?? card.customer.name, phone: customer?.phone ?? null, email: customer?.email ?? null },
      rider: rider ? { id: rider.id, name: rider.name, phone: rider.phone } : null,
      paid: rupees(paidPaise(order)),
      refunded: rupees(order.refundedPaise),
      refundable: rupees(refundablePaise(order)),
      online_payments: attempts.flatMap((a) =>
        a.gateway === 'COD' || a.gateway === 'WALLET'
          ? []
          : [{ gateway: a.gateway, status: a.status, test: a.isTest, amount: rupees(a.amountPaise), refunded: rupees(a.refundedPaise), refund_owed: rupees(Math.max(0, a.refundDuePaise - a.refundedPaise)) }],
      ),
      moves: adminMoves(order).map((to) => ({ status_id: to, status: statusName(to) })),
      can_assign_rider: canAssignRider(order),
      history: history.map(({ row, actorName }) => ({
        from_status_id: row.fromStatusId,
        status_id: row.toStatusId,
        status: statusName(row.toStatusId),
        at: row.createdAt.toISOString(),
        by: row.actorRole,
        actor: row.actorUserId === null ? null : { id: row.actorUserId, name: actorName ?? '' },
        note: row.note,
      })),
      compensations: given.map((g) => ({
        rule: g.rule,
        action: g.given.action,
        amount: rupees(g.given.amountPaise),
        coupon_code: g.couponCode,
        born_by: g.given.bornBy,
        reason: g.given.reason,
        given_at: g.given.givenAt.toISOString(),
      })),
    };
  }

  /** The move engine's transaction, run as an admin write: the audit row goes in with the move. */
  const audited =
    (actor: Actor, entry: AuditEntry): MoveTransaction =>
    (work) =>
      writes.write(actor, async (tx, audit) => {
        const result = await work(tx);
        await audit(entry);
        return result;
      });

  /** The spec of a forced move: the same stamps and side writes the store's or rider's move would make. */
  async function forcedSpec(actor: Actor, facts: OrderFacts, to: OrderStatusId, reason: string): Promise<MoveSpec> {
    const { order, store } = facts;
    const now = clock.now();
    const pickup = order.deliveryType === 'SELFPICKUP';
    const base = { to, note: reason, event: 'order.status' as const, notice: () => customerNotices.statusBySupport(store.name, to) };
    switch (to) {
      case S.CANCELLED:
        return cancellation(actor, order, { reason, at: now, notice: (refund) => customerNotices.cancelledBySupport(store.name, reason, refund) });
      case S.PREPARING: {
        const prep = order.preparationMinutes ?? store.preparationTime;
        const first = order.acceptedAt === null;
        return {
          ...base,
          set: { preparationMinutes: prep, kitchenStartedAt: order.kitchenStartedAt ?? now, ...(first ? { acceptedAt: now } : {}) },
          promise: 'first',
          notice: (moved) => {
            const total = minutesUntil(moved.etaAt, now);
            return first ? customerNotices.accepted(store.name, pickup, total) : customerNotices.preparing(store.name, pickup, total);
          },
        };
      }
      case S.SCHEDULED_CONFIRMED:
        return { ...base, set: { acceptedAt: now } };
      case S.READY_FOR_PICKUP:
        return { ...base, set: { readyAt: now }, notice: () => customerNotices.readyForPickup(store.name) };
      case S.PICKED_UP:
        return {
          ...base,
          set: { pickedUpAt: now, readyAt: order.readyAt ?? now },
          alsoInTx: (tx) => repo.updateAssignment(tx, order.id, { status: 'PICKED_UP', pickedUpAt: now, updatedAt: now }),
        };
      case S.DELIVERED: {
        const cash = amountToCollect(order);
        const record = order.deliveryUserId === null ? undefined : await deps.ledger?.prepare(order.deliveryUserId);
        return {
          ...base,
          set: { deliveredAt: now, ...(order.paymentMethod === 'COD' ? { paymentStatus: 'PAID' as const } : {}) },
          notice: () => (pickup ? customerNotices.collected(store.name) : customerNotices.delivered(store.name)),
          alsoInTx: async (tx, moved) => {
            if (moved.deliveryUserId === null) return;
            await repo.updateAssignment(tx, moved.id, { status: 'DELIVERED', deliveredAt: now, cashCollectedPaise: cash, updatedAt: now });
            await record?.(tx, { order: moved, cashPaise: cash, at: now });
          },
        };
      }
      case S.PLACED:
      case S.DELIVERY_ASSIGNED:
      case S.AWAITING_PAYMENT:
      case S.PAYMENT_FAILED:
      case S.SCHEDULED:
        // No admin move leads here (assigned needs a rider: NOT_FORCEABLE).
        return invalidTransition(order);
    }
  }

  return {
    async search(input: z.output<typeof adminOrdersRequest>): Promise<Omit<AdminOrdersResponse, 'success'>> {
      const zone = await timeZone();
      const dayStart = (date: string) => startOfLocalDay(new Date(`${date}T12:00:00Z`), zone);
      const [rows, storeNames] = await Promise.all([
        adminRepo.search(db, {
          q: input.q,
          statusId: input.status_id ?? null,
          storeId: input.store_id ?? null,
          paymentMode: input.payment_mode ?? null,
          from: input.from ? dayStart(input.from) : null,
          to: input.to ? startOfLocalDay(new Date(dayStart(input.to).getTime() + 36 * 3_600_000), zone) : null,
          beforeId: input.before_id ?? null,
          limit: input.limit + 1,
        }),
        adminRepo.storeNames(db),
      ]);
      const page = rows.slice(0, input.limit);
      return {
        data: page.map(({ order, storeName, customerName, customerPhone }) => ({
          id: order.id,
          unique_order_id: order.uniqueOrderId,
          status_id: order.orderStatusId,
          status: statusName(order.orderStatusId),
          created_at: order.createdAt.toISOString(),
          delivery_type: order.deliveryType,
          payment_mode: order.paymentMethod,
          payment_status: order.paymentStatus,
          total: rupees(order.totalPaise),
          refunded: rupees(order.refundedPaise),
          store: { id: order.storeId, name: storeName },
          customer: { id: order.userId, name: customerName, phone: customerPhone },
          eta_at: iso(order.etaAt),
          promised_at: iso(order.promisedAt),
          delivered_at: iso(order.deliveredAt),
          cancelled_at: iso(order.cancelledAt),
        })),
        next_before_id: rows.length > input.limit ? (page.at(-1)?.order.id ?? null) : null,
        stores: storeNames,
      };
    },

    async get(actor: Actor, uniqueOrderId: string): Promise<AdminOrderDetail> {
      const { order } = await access.require(actor, uniqueOrderId, ['admin']);
      return detail(order.id);
    },

    /** Any move the machine allows an admin, with a reason: on the history row, the customer's notice and the audit row. */
    async forceMove(actor: Actor, uniqueOrderId: string, to: number, reason: string): Promise<AdminOrderDetail> {
      const facts = await access.require(actor, uniqueOrderId, ['admin']);
      const { order } = facts;
      if (!isOrderStatusId(to) || !isOrderStatusId(order.orderStatusId) || !canTransition(order.orderStatusId, to, 'admin', order.deliveryType) || NOT_FORCEABLE.includes(to)) {
        invalidTransition(order);
      }
      const spec = await forcedSpec(actor, facts, to, reason);
      const refund = to === S.CANCELLED ? refundablePaise(order) : 0;
      const entry: AuditEntry = {
        action: 'order.force-move',
        entity: 'order',
        entityId: order.uniqueOrderId,
        before: { status_id: order.orderStatusId, status: statusName(order.orderStatusId), refunded: rupees(order.refundedPaise) },
        after: { status_id: to, status: statusName(to), refunded: rupees(order.refundedPaise + refund) },
        reason,
      };
      const moved = await moves.move(actor, facts, spec, audited(actor, entry));
      return detail(moved.id);
    },

    /** Partners this order could go to, with what helps choose: linked to its store, online, busy, how far. */
    async riders(actor: Actor, uniqueOrderId: string, q: string): Promise<AdminOrderRider[]> {
      const { order, store } = await access.require(actor, uniqueOrderId, ['admin']);
      const rows = await adminRepo.riderCandidates(db, { storeId: order.storeId, q, limit: 50 });
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        phone: r.phone,
        is_online: r.isOnline,
        serves_store: Boolean(r.servesStore),
        open_orders: Number(r.openOrders),
        distance_km: r.lastLatitude === null || r.lastLongitude === null ? null : Math.round(haversineKm({ latitude: r.lastLatitude, longitude: r.lastLongitude }, { latitude: store.latitude, longitude: store.longitude }) * 10) / 10,
        cash_in_hand: rupees(r.cashInHandPaise),
      }));
    },

    /**
     * Gives a delivery order to a partner: one being prepared with no rider (→ assigned, as if he had
     * accepted it), or one whose rider has not picked it up yet (→ the new partner; the old one is told).
     */
    async assignRider(actor: Actor, uniqueOrderId: string, riderId: number, reason: string): Promise<AdminOrderDetail> {
      const facts = await access.require(actor, uniqueOrderId, ['admin']);
      const { order, store } = facts;
      if (!canAssignRider(order)) invalidTransition(order);
      const previous = order.deliveryUserId;
      if (previous === riderId) fail('RIDER_UNAVAILABLE', 'This partner already has the order.');
      const [rider] = await adminRepo.riderCandidates(db, { storeId: order.storeId, q: '', onlyId: riderId, limit: 1 });
      if (!rider) fail('RIDER_UNAVAILABLE', 'Choose an approved delivery partner whose account is on.');
      const now = clock.now();
      const spec: MoveSpec =
        previous === null
          ? {
              to: S.DELIVERY_ASSIGNED,
              set: { deliveryUserId: rider.id },
              onlyUnassigned: true,
              note: reason,
              event: 'order.status',
              alsoInTx: (tx, o) => repo.insertAssignment(tx, { orderId: o.id, deliveryUserId: rider.id, at: now }),
              notice: () => customerNotices.riderAssigned(store.name, rider.name),
            }
          : {
              to: null,
              set: { deliveryUserId: rider.id },
              onlyRiderWas: previous,
              note: reason,
              event: 'order.status',
              alsoChannels: [channel.delivery(previous)],
              alsoInTx: (tx, o) => repo.updateAssignment(tx, o.id, { deliveryUserId: rider.id, status: 'ASSIGNED', assignedAt: now, updatedAt: now }),
              notice: () => customerNotices.riderAssigned(store.name, rider.name),
            };
      const entry: AuditEntry = {
        action: 'order.assign-rider',
        entity: 'order',
        entityId: order.uniqueOrderId,
        before: { status_id: order.orderStatusId, rider_id: previous },
        after: { status_id: S.DELIVERY_ASSIGNED, rider_id: rider.id, rider: rider.name },
        reason,
      };
      const moved = await moves.move(actor, facts, spec, audited(actor, entry));
      return detail(moved.id);
    },

    /**
     * Gives back part or all of what was paid, each part where it came from (paid.ts splitRefund): an
     * online part through its provider (the payments module, after commit), the rest to the wallet. Only
     * while the refunded amount is still the one the admin saw (one conditional UPDATE): a double click
     * or two admins at once refund once.
     */
    async refund(actor: Actor, uniqueOrderId: string, v: { amountPaise: number; refundedBeforePaise: number; reason: string }): Promise<AdminOrderDetail> {
      const facts = await access.require(actor, uniqueOrderId, ['admin']);
      const { order } = facts;
      const changed = (): never => fail('CHANGED_MEANWHILE', 'This order was refunded meanwhile. Look at it again before refunding more.');
      if (order.refundedPaise !== v.refundedBeforePaise) changed();
      const left = refundablePaise(order);
      if (v.amountPaise > left) fail('AMOUNT_TOO_LARGE', `At most ₹${rupees(left)} can still be refunded for this order.`, { refundable: rupees(left) });
      const after = order.refundedPaise + v.amountPaise;
      const { split, ...spec } = refundMove(order, { amountPaise: v.amountPaise, reason: v.reason, at: clock.now(), lost: changed });
      const entry: AuditEntry = {
        action: 'order.refund',
        entity: 'order',
        entityId: order.uniqueOrderId,
        before: { refunded: rupees(order.refundedPaise), refundable: rupees(left) },
        after: {
          refunded: rupees(after),
          refundable: rupees(left - v.amountPaise),
          amount: rupees(v.amountPaise),
          to_wallet: rupees(split.wallet),
          ...(split.gateway ? { to_provider: rupees(split.online), provider: split.gateway } : {}),
        },
        reason: v.reason,
      };
      const moved = await moves.move(actor, facts, spec, audited(actor, entry));
      return detail(moved.id);
    },

    etaReport: (days: number) => etaReport(db, clock.now(), days),

    async overview(days: number): Promise<AdminOverviewResponse['data']> {
      const zone = await timeZone();
      const now = clock.now();
      const today = startOfLocalDay(now, zone);
      const since = startOfLocalDay(new Date(today.getTime() - (days - 1) * 86_400_000 + 12 * 3_600_000), zone);
      const [totals, live, perDay] = await Promise.all([adminRepo.totalsSince(db, today, UNPAID), adminRepo.liveByStatus(db, LIVE_STATUSES), adminRepo.perDay(db, since, zone, UNPAID)]);
      const dates: string[] = [];
      for (let back = days - 1; back >= 0; back -= 1) dates.push(localDate(new Date(now.getTime() - back * 86_400_000), zone));
      return {
        timezone: zone,
        today: { date: localDate(now, zone), orders: totals.orders, delivered: totals.delivered, cancelled: totals.cancelled, takings: rupees(totals.takingsPaise) },
        live: LIVE_STATUSES.map((s) => ({ status_id: s, status: statusName(s), count: live.find((l) => l.status === s)?.n ?? 0 })),
        days: dates.map((date) => {
          const delivered = perDay.delivered.find((d) => d.day === date);
          return { date, orders: perDay.placed.find((d) => d.day === date)?.n ?? 0, delivered: delivered?.n ?? 0, revenue: rupees(delivered?.revenue ?? 0) };
        }),
      };
    },
  };
}

export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;
