import type { CheckRunningOrderResponse, OrderView } from '@keka/contracts';
import { ORDER_STATUS, paise, toRupeeString } from '@keka/domain';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { presentOrder, statusName } from './order.presenter';
import { ordersRepository as repo } from './orders.repository';

const FINISHED = [ORDER_STATUS.DELIVERED, ORDER_STATUS.CANCELLED, ORDER_STATUS.PAYMENT_FAILED];

/** Reading a customer's orders (placing one is checkout.service.ts). */
export function createOrdersService(deps: { db: Db }) {
  const { db } = deps;

  return {
    /** SECURITY 13: another customer's order answers 404, exactly like a missing one. */
    async getOrder(user: Actor, uniqueOrderId: string): Promise<OrderView> {
      const aggregate = await repo.loadOrder(db, { uniqueOrderId, userId: user.id });
      if (!aggregate) notFound('We could not find this order.');
      return presentOrder(aggregate);
    },

    async isFirstOrder(user: Actor): Promise<boolean> {
      return !(await repo.hasEarlierOrder(db, user.id));
    },

    async runningOrders(user: Actor): Promise<CheckRunningOrderResponse> {
      const rows = await repo.listRunningOrders(db, user.id, FINISHED);
      return {
        success: true,
        has_running_order: rows.length > 0,
        orders: rows.map(({ order, storeName }) => ({
          unique_order_id: order.uniqueOrderId,
          orderstatus_id: order.orderStatusId,
          status: statusName(order.orderStatusId),
          restaurant_name: storeName,
          total: toRupeeString(paise(order.totalPaise)),
          created_at: order.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
