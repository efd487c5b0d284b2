import type { DeliveryOrderCard, deliveryRegisterRequest, DeliveryUserInfo, GetDeliveryOrdersResponse, GetEarningsResponse, GpsPointView, PartnerReviewStatus, UserData } from '@keka/contracts';
import { ORDER_STATUS, paise, toRupeeString } from '@keka/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { startOfLocalDay, type Clock } from '../../lib/clock';
import { fail } from '../../lib/errors';
import { channel } from '../../realtime/channels';
import type { LiveEvents } from '../../realtime/live-events';
import type { AuthService, RequestMeta } from '../accounts/auth.service';
import type { EtaRefresher } from '../orders/eta.service';
import type { DeliveryOrdersService, RiderTap } from '../orders/delivery-orders.service';
import type { OrderAccess } from '../orders/orders.access';
import type { SettingsService } from '../settings/settings.service';
import {
  deliveryRepository as repo,
  insertPendingProfile,
  lastDecisionOf,
  lockPartner,
  partnerLedgerRepository as ledger,
  setApproval,
  setCommissionPercent,
  setPartnerStores,
  settleCash,
  type GpsPointRow,
} from './delivery.repository';
import type { DispatchService } from './dispatch.service';
import { earnedPaise, summariseEarnings } from './earnings';

export interface GpsInput {
  readonly lat: number;
  readonly lng: number;
  readonly heading: number | null;
  readonly speed: number | null;
}

const presentPoint = (p: GpsPointRow): GpsPointView => ({ latitude: p.latitude, longitude: p.longitude, heading: p.heading, speed: p.speed, at: p.recordedAt.toISOString() });

/** The delivery partner's API (SPEC §7): his data and availability, his orders, and GPS. */
const REFUSALS = {
  NOT_APPROVED: ['FORBIDDEN', 'Your delivery account is waiting for approval.'],
  RIDER_OFFLINE: ['RIDER_OFFLINE', 'Go online to accept orders.'],
  CASH_LIMIT_REACHED: ['CASH_LIMIT_REACHED', 'You are holding the most cash allowed. Hand it in at the hub to get new orders.'],
  ORDER_LIMIT_REACHED: ['ORDER_LIMIT_REACHED', 'Finish an order you have before taking another.'],
} as const;

export function createDeliveryService(deps: {
  db: Db;
  clock: Clock;
  access: OrderAccess;
  deliveryOrders: DeliveryOrdersService;
  live: LiveEvents;
  dispatch: DispatchService;
  settings: SettingsService;
  auth: AuthService;
  etaRefresher: EtaRefresher;
}) {
  const { db, clock, deliveryOrders, dispatch } = deps;

  /** Waiting, approved, rejected or suspended: a refused partner's last decision (audit log) tells the two apart. */
  async function reviewStatusOf(from: Db, p: { userId: number; isApproved: boolean; reviewedAt: Date | null }): Promise<PartnerReviewStatus> {
    if (p.isApproved) return 'APPROVED';
    if (p.reviewedAt === null) return 'PENDING';
    return (await lastDecisionOf(from, p.userId)) === 'delivery_partner.suspend' ? 'SUSPENDED' : 'REJECTED';
  }

  async function partner(actor: Actor) {
    const row = await repo.findPartner(db, actor.id);
    return { isOnline: row?.profile?.isOnline ?? false, isApproved: row?.profile?.isApproved ?? false, row };
  }

  return {
    /**
     * admin/approve-delivery-partner, inside the admin's audited write: approves, or refuses (an
     * approved or suspended partner is suspended, a waiting one rejected); a refused partner goes
     * offline at once and gets no offers. Null for an unknown or non-partner id.
     */
    async decideInTx(tx: Tx, input: { partnerId: number; approved: boolean; note: string | null; storeIds?: readonly number[] | undefined }) {
      const before = await lockPartner(tx, input.partnerId);
      if (!before) return null;
      const was = await reviewStatusOf(tx, before);
      const decision: 'approve' | 'reject' | 'suspend' = input.approved ? 'approve' : was === 'APPROVED' || was === 'SUSPENDED' ? 'suspend' : 'reject';
      const row = await setApproval(tx, { userId: input.partnerId, approved: input.approved, note: input.note, at: clock.now() });
      const storeIds = input.storeIds ? await setPartnerStores(tx, input.partnerId, input.storeIds) : before.storeIds;
      const state = (p: { isApproved: boolean; isOnline: boolean; reviewNote: string | null }, ids: number[], status: PartnerReviewStatus) => ({
        status,
        is_approved: p.isApproved,
        is_online: p.isOnline,
        review_note: p.reviewNote,
        store_ids: ids,
      });
      const status: PartnerReviewStatus = decision === 'approve' ? 'APPROVED' : decision === 'suspend' ? 'SUSPENDED' : 'REJECTED';
      return {
        decision,
        before: state(before, before.storeIds, was),
        after: state(row ?? before, storeIds, status),
        view: { partner_id: input.partnerId, approved: input.approved, store_ids: storeIds },
      };
    },

    /** The partner's stores and own commission rate (admin, audited by the caller); null for a non-partner. */
    async updateInTx(tx: Tx, input: { partnerId: number; storeIds?: readonly number[] | undefined; commissionPercent?: number | undefined }) {
      const before = await lockPartner(tx, input.partnerId);
      if (!before) return null;
      const storeIds = input.storeIds ? await setPartnerStores(tx, input.partnerId, input.storeIds) : before.storeIds;
      if (input.commissionPercent !== undefined) await setCommissionPercent(tx, input.partnerId, input.commissionPercent);
      return {
        before: { store_ids: before.storeIds, commission_percent: before.commissionPercent },
        after: { store_ids: storeIds, commission_percent: input.commissionPercent ?? before.commissionPercent },
      };
    },

    /** Cash the partner handed in (admin, audited by the caller): at most what he holds. Null for a non-partner. */
    async collectCashInTx(tx: Tx, partnerId: number, amountPaise: number) {
      const before = await lockPartner(tx, partnerId);
      if (!before) return null;
      const left = await settleCash(tx, partnerId, amountPaise);
      if (left === null) fail('VALIDATION', `He holds only ₹${toRupeeString(paise(before.cashInHandPaise))} in cash; enter at most that.`);
      return { before: { cash_in_hand: toRupeeString(paise(before.cashInHandPaise)) }, after: { cash_in_hand: toRupeeString(paise(left)) } };
    },

    /** delivery/register: a partner account, offline and not approved until an admin approves it. */
    async register(input: z.output<typeof deliveryRegisterRequest>, meta: RequestMeta): Promise<UserData> {
      const { vehicle, vehicle_number: vehicleNumber, ...account } = input;
      const user = await deps.auth.register(account, meta, 'delivery');
      await insertPendingProfile(db, { userId: user.id, vehicle, vehicleNumber: vehicleNumber ?? null });
      return user;
    },

    /** update-user-info: the partner's data and today's numbers; `isOnline` switches availability first. */
    async userInfo(actor: Actor, isOnline: boolean | undefined, position?: { latitude: number; longitude: number }): Promise<DeliveryUserInfo> {
      if (isOnline === true && !(await partner(actor)).isApproved) fail('INVALID_TRANSITION', 'Your delivery account is not approved, so you cannot go online.');
      if (isOnline !== undefined) await repo.setOnline(db, actor.id, isOnline);
      if (position) await ledger.setPosition(db, actor.id, { ...position, at: clock.now() });
      const since = startOfLocalDay(clock.now(), await deps.settings.get('timezone', 'Asia/Kolkata'));
      const [{ row, ...state }, stores, today, offers, mode, earned] = await Promise.all([
        partner(actor),
        repo.storesOf(db, actor.id),
        deliveryOrders.todayTotals(actor),
        dispatch.refusalFor(actor.id),
        dispatch.mode(),
        ledger.earningsSince(db, actor.id, since),
      ]);
      const earnedToday = earned.reduce((sum, e) => sum + earnedPaise(e), 0);
      return {
        id: actor.id,
        name: row?.user.name ?? actor.name,
        email: row?.user.email ?? null,
        phone: row?.user.phone ?? null,
        is_online: state.isOnline,
        approved: state.isApproved,
        review_status: row?.profile ? await reviewStatusOf(db, row.profile) : 'PENDING',
        review_note: state.isApproved ? null : (row?.profile?.reviewNote ?? null),
        vehicle: row?.profile?.vehicle ?? null,
        vehicle_number: row?.profile?.vehicleNumber ?? null,
        stores,
        today: { delivered: today.delivered, cash_collected: toRupeeString(paise(today.cashPaise)), earnings: toRupeeString(paise(earnedToday)) },
        cash_in_hand: toRupeeString(paise(offers.load?.cashInHandPaise ?? 0)),
        cash_limit: toRupeeString(offers.limits.cashLimitPaise),
        open_orders: offers.load?.openOrders ?? 0,
        max_open_orders: offers.limits.maxOpenOrders,
        offer_refusal: offers.refusal,
        dispatch_mode: mode,
      };
    },

    /** Offers only reach an eligible partner (approved, online, under both limits); in `nearest` mode only on his turn. */
    async lists(actor: Actor): Promise<GetDeliveryOrdersResponse['data']> {
      const { refusal } = await dispatch.refusalFor(actor.id);
      const lists = await deliveryOrders.lists(actor, { offers: refusal === null });
      if (lists.new_orders.length === 0) return lists;
      const ids = await deliveryOrders.orderIdsOf(lists.new_orders.map((o) => o.unique_order_id));
      const visible = await dispatch.visibleOffers(actor.id, [...ids.values()]);
      if (visible === 'all') return lists;
      return { ...lists, new_orders: lists.new_orders.filter((o) => visible.has(ids.get(o.unique_order_id) ?? -1)) };
    },

    getOrder: (actor: Actor, uniqueOrderId: string): Promise<DeliveryOrderCard> => deliveryOrders.getOrder(actor, uniqueOrderId),

    async accept(actor: Actor, uniqueOrderId: string): Promise<DeliveryOrderCard> {
      const { refusal } = await dispatch.refusalFor(actor.id);
      const ids = await deliveryOrders.orderIdsOf([uniqueOrderId]);
      const orderId = ids.get(uniqueOrderId);
      const mine = orderId !== undefined && (await deliveryOrders.isAssignedTo(orderId, actor.id));
      // Accepting again what he already has is answered as before (idempotent), whatever his load now.
      if (refusal && !mine) {
        const [code, message] = REFUSALS[refusal];
        fail(code, message);
      }
      if (orderId !== undefined && !mine) {
        const visible = await dispatch.visibleOffers(actor.id, [orderId]);
        if (visible !== 'all' && !visible.has(orderId) && (await deliveryOrders.isOpenOffer(orderId))) fail('OFFER_NOT_YOURS', 'This offer is with another partner right now.');
      }
      const taken = await deliveryOrders.accept(actor, uniqueOrderId);
      if (orderId !== undefined) await dispatch.markAccepted(orderId, actor.id);
      return taken;
    },

    pickedUp: (actor: Actor, uniqueOrderId: string, tap: RiderTap): Promise<DeliveryOrderCard> => deliveryOrders.pickedUp(actor, uniqueOrderId, tap),
    deliver: (actor: Actor, uniqueOrderId: string, pin: string, tap: RiderTap): Promise<DeliveryOrderCard> => deliveryOrders.deliver(actor, uniqueOrderId, pin, tap),

    /** get-earnings: today and the last 7 days, per order and per day (for the chart), and cash in hand. */
    async earnings(actor: Actor): Promise<GetEarningsResponse['data']> {
      const zone = await deps.settings.get('timezone', 'Asia/Kolkata');
      const now = clock.now();
      const today = startOfLocalDay(now, zone);
      const weekStart = startOfLocalDay(new Date(today.getTime() - 6 * 86_400_000 + 3_600_000), zone);
      const [rows, load] = await Promise.all([ledger.earningsSince(db, actor.id, weekStart), ledger.loadOf(db, actor.id)]);
      return summariseEarnings({ rows, now, zone, todayStart: today, cashInHandPaise: load?.cashInHandPaise ?? 0 });
    },

    /**
     * set-delivery-guy-gps-location: kept per order the partner is on (accepted or picked up) and sent to
     * those customers live. Not in the outbox: a position is stale in seconds (ADR 0011).
     */
    async setLocation(actor: Actor, point: GpsInput): Promise<number> {
      const active = await deliveryOrders.activeOrders(actor);
      if (active.length === 0) fail('NO_ACTIVE_DELIVERY', 'Location is shared only while you have an accepted or picked-up order.');
      const at = clock.now();
      await ledger.setPosition(db, actor.id, { latitude: point.lat, longitude: point.lng, at });
      const base = { deliveryUserId: actor.id, latitude: point.lat, longitude: point.lng, heading: point.heading, speed: point.speed, recordedAt: at };
      await repo.insertPoints(db, active.map((o) => ({ ...base, orderId: o.id })));
      // Issue 36: the estimate follows the rider, told only when it moved by a minute.
      await deps.etaRefresher.afterFix(actor.id, { latitude: point.lat, longitude: point.lng }, at);
      for (const order of active) {
        await deps.live.publishVolatile({
          type: 'rider.location',
          channels: [channel.user(order.userId), channel.order(order.uniqueOrderId)],
          data: { unique_order_id: order.uniqueOrderId, latitude: point.lat, longitude: point.lng, heading: point.heading, speed: point.speed, at: at.toISOString() },
        });
      }
      return active.length;
    },

    /** get-delivery-guy-gps-location: the customer of the order, while a partner has it (assigned or picked up). */
    async customerLocation(actor: Actor, uniqueOrderId: string): Promise<GpsPointView | null> {
      const { order } = await deps.access.require(actor, uniqueOrderId, ['customer', 'admin']);
      const onTheWay = order.orderStatusId === ORDER_STATUS.DELIVERY_ASSIGNED || order.orderStatusId === ORDER_STATUS.PICKED_UP;
      if (!onTheWay || order.deliveryUserId === null) return null;
      const point = await repo.latestPoint(db, order.deliveryUserId, [order.id]);
      return point ? presentPoint(point) : null;
    },
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
