import type { DeliveryOrderCard, DeliveryUserInfo, GetDeliveryOrdersResponse, GpsPointView } from '@keka/contracts';
import { ORDER_STATUS, paise, toRupeeString } from '@keka/domain';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { fail } from '../../lib/errors';
import { channel } from '../../realtime/channels';
import type { LiveEvents } from '../../realtime/live-events';
import type { DeliveryOrdersService } from '../orders/delivery-orders.service';
import type { OrderAccess } from '../orders/orders.access';
import { deliveryRepository as repo, type GpsPointRow } from './delivery.repository';

export interface GpsInput {
  readonly lat: number;
  readonly lng: number;
  readonly heading: number | null;
  readonly speed: number | null;
}

const presentPoint = (p: GpsPointRow): GpsPointView => ({ latitude: p.latitude, longitude: p.longitude, heading: p.heading, speed: p.speed, at: p.recordedAt.toISOString() });

/** The delivery partner's API (SPEC §7): his data and availability, his orders, and GPS. */
export function createDeliveryService(deps: { db: Db; clock: Clock; access: OrderAccess; deliveryOrders: DeliveryOrdersService; live: LiveEvents }) {
  const { db, clock, deliveryOrders } = deps;

  async function partner(actor: Actor) {
    const row = await repo.findPartner(db, actor.id);
    return { isOnline: row?.profile?.isOnline ?? false, isApproved: row?.profile?.isApproved ?? false, row };
  }

  return {

    /** update-user-info: the partner's data and today's numbers; `isOnline` switches availability first. */
    async userInfo(actor: Actor, isOnline: boolean | undefined): Promise<DeliveryUserInfo> {
      if (isOnline !== undefined) await repo.setOnline(db, actor.id, isOnline);
      const [{ row, ...state }, stores, today] = await Promise.all([partner(actor), repo.storesOf(db, actor.id), deliveryOrders.todayTotals(actor)]);
      return {
        id: actor.id,
        name: row?.user.name ?? actor.name,
        email: row?.user.email ?? null,
        phone: row?.user.phone ?? null,
        is_online: state.isOnline,
        approved: state.isApproved,
        vehicle: row?.profile?.vehicle ?? null,
        vehicle_number: row?.profile?.vehicleNumber ?? null,
        stores,
        today: { delivered: today.delivered, cash_collected: toRupeeString(paise(today.cashPaise)) },
      };
    },

    /** Offers only reach an approved partner who is online. */
    async lists(actor: Actor): Promise<GetDeliveryOrdersResponse['data']> {
      const { isOnline, isApproved } = await partner(actor);
      return deliveryOrders.lists(actor, { offers: isOnline && isApproved });
    },

    getOrder: (actor: Actor, uniqueOrderId: string): Promise<DeliveryOrderCard> => deliveryOrders.getOrder(actor, uniqueOrderId),

    async accept(actor: Actor, uniqueOrderId: string): Promise<DeliveryOrderCard> {
      const { isOnline, isApproved } = await partner(actor);
      if (!isApproved) fail('FORBIDDEN', 'Your delivery account is waiting for approval.');
      if (!isOnline) fail('RIDER_OFFLINE', 'Go online to accept orders.');
      return deliveryOrders.accept(actor, uniqueOrderId);
    },

    pickedUp: (actor: Actor, uniqueOrderId: string): Promise<DeliveryOrderCard> => deliveryOrders.pickedUp(actor, uniqueOrderId),
    deliver: (actor: Actor, uniqueOrderId: string, pin: string): Promise<DeliveryOrderCard> => deliveryOrders.deliver(actor, uniqueOrderId, pin),

    /**
     * set-delivery-guy-gps-location: kept per order the partner is on (accepted or picked up) and sent to
     * those customers live. Not in the outbox: a position is stale in seconds (ADR 0011).
     */
    async setLocation(actor: Actor, point: GpsInput): Promise<number> {
      const active = await deliveryOrders.activeOrders(actor);
      if (active.length === 0) fail('NO_ACTIVE_DELIVERY', 'Location is shared only while you have an accepted or picked-up order.');
      const at = clock.now();
      const base = { deliveryUserId: actor.id, latitude: point.lat, longitude: point.lng, heading: point.heading, speed: point.speed, recordedAt: at };
      await repo.insertPoints(db, active.map((o) => ({ ...base, orderId: o.id })));
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
