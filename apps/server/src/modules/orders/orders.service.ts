import type { CheckRunningOrderResponse } from '@keka/contracts';
import { ORDER_STATUS, paise, toRupeeString } from '@keka/domain';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { statusName } from './order.presenter';
import { ordersRepository as repo } from './orders.repository';

const FINISHED = [ORDER_STATUS.DELIVERED, ORDER_STATUS.CANCELLED, ORDER_STATUS.PAYMENT_FAILED];

/** A customer's running orders and first-order status (placing one: checkout.service.ts; one order and its moves: customer-orders.service.ts). */
export function createOrdersService(deps: { db: Db }) {
  const { db } = deps;

  return {
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
